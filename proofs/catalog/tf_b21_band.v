(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a, b, c, d >= 0 with d-a-b-c>=1, the position  _^a T _^b T _^c F _^d  has the value

       c+2d-a-2

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 13 states, 56 cases
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

   The family's moves never leave its region, so a state is claimed only on
   the region of its parameters the family reaches (its domain, a premise
   of its claim); the shapes outside it are refuted by lia, and each
   option's arguments are shown by lia to lie in its target's domain.

   Written by `cgprove check tf "_^a T _^b T _^c F _^d" "2d+c-a-2" --where "d>=a+b+c+1" --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.  (* _^a T _^b T _^c F _^d *)
Definition s2_board : board := [T; E; F].  (* T _ F *)
Definition s3_board (a : nat) : board := T :: E :: F :: repeat E a.  (* T _ F _^a *)
Definition s4_board (a : nat) : board := T :: T :: F :: repeat E a.  (* T^2 F _^a *)
Definition s5_board (a b : nat) : board := T :: T :: repeat E a ++ F :: repeat E b.  (* T^2 _^a F _^b *)
Definition s6_board (a : nat) : board := E :: T :: T :: F :: repeat E a.  (* _ T^2 F _^a *)
Definition s7_board (a b : nat) : board := T :: repeat E a ++ F :: repeat E b.  (* T _^a F _^b *)
Definition s8_board (a : nat) : board := E :: T :: T :: E :: F :: repeat E a.  (* _ T^2 _ F _^a *)
Definition s9_board (a b : nat) : board := E :: T :: T :: repeat E a ++ F :: repeat E b.  (* _ T^2 _^a F _^b *)
Definition s10_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.  (* _ T _^a F _^b *)
Definition s11_board (a b : nat) : board := repeat E a ++ T :: T :: F :: repeat E b.  (* _^a T^2 F _^b *)
Definition s12_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.  (* _^a T^2 _^b F _^c *)
Definition s13_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.  (* _^a T _^b F _^c *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a b c d : Z) : Prop * game := ((- a - b - c + d >= 1)%Z, int (- a + c + 2 * d - 2)).
Definition s1_pieces (a b c d : Z) : list (Prop * game) := [s1_q1 a b c d].
Definition s1_claim (x : board) : Prop :=
  forall a b c d, x = s1_board a b c d -> (- Z.of_nat a - Z.of_nat b - Z.of_nat c + Z.of_nat d >= 1)%Z -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s2_q1 : Prop * game := ((True)%Z, nstar (int 0)).
Definition s2_pieces : list (Prop * game) := [s2_q1].
Definition s2_claim (x : board) : Prop :=
  x = s2_board -> holds s2_pieces (tf_game x).
Definition s3_q1 (a : Z) : Prop * game := ((a = 1)%Z, dyadic 1 1).
Definition s3_q2 (a : Z) : Prop * game := ((a >= 2)%Z, int (a - 1)).
Definition s3_pieces (a : Z) : list (Prop * game) := [s3_q1 a; s3_q2 a].
Definition s3_claim (x : board) : Prop :=
  forall a, x = s3_board a -> (Z.of_nat a >= 1)%Z -> holds (s3_pieces (Z.of_nat a)) (tf_game x).
Definition s4_q1 (a : Z) : Prop * game := ((a >= 3)%Z, int (2 * a - 2)).
Definition s4_pieces (a : Z) : list (Prop * game) := [s4_q1 a].
Definition s4_claim (x : board) : Prop :=
  forall a, x = s4_board a -> (Z.of_nat a >= 3)%Z -> holds (s4_pieces (Z.of_nat a)) (tf_game x).
Definition s5_q1 (a b : Z) : Prop * game := ((a >= 1 /\ - a + b >= 3)%Z, int (a + 2 * b - 2)).
Definition s5_pieces (a b : Z) : list (Prop * game) := [s5_q1 a b].
Definition s5_claim (x : board) : Prop :=
  forall a b, x = s5_board a b -> (Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat b >= 3)%Z -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s6_q1 (a : Z) : Prop * game := ((a >= 2)%Z, int (2 * a - 3)).
Definition s6_pieces (a : Z) : list (Prop * game) := [s6_q1 a].
Definition s6_claim (x : board) : Prop :=
  forall a, x = s6_board a -> (Z.of_nat a >= 2)%Z -> holds (s6_pieces (Z.of_nat a)) (tf_game x).
Definition s7_q1 (a b : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ b <= 2)%Z, int (b - 1)).
Definition s7_q2 (a b : Z) : Prop * game := ((a >= 2 /\ a - b <= 1)%Z, int (b - 1)).
Definition s7_q3 (a b : Z) : Prop * game := ((- a + b >= 1 /\ b >= 3)%Z, int (b - 1)).
Definition s7_pieces (a b : Z) : list (Prop * game) := [s7_q1 a b; s7_q2 a b; s7_q3 a b].
Definition s7_claim (x : board) : Prop :=
  forall a b, x = s7_board a b -> ((Z.of_nat a = 0 /\ Z.of_nat b >= 1 /\ Z.of_nat b <= 2) \/ (Z.of_nat a >= 2 /\ Z.of_nat a - Z.of_nat b <= 1) \/ (- Z.of_nat a + Z.of_nat b >= 1 /\ Z.of_nat b >= 3))%Z -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s8_q1 (a : Z) : Prop * game := ((a >= 3)%Z, int (2 * a - 2)).
Definition s8_pieces (a : Z) : list (Prop * game) := [s8_q1 a].
Definition s8_claim (x : board) : Prop :=
  forall a, x = s8_board a -> (Z.of_nat a >= 3)%Z -> holds (s8_pieces (Z.of_nat a)) (tf_game x).
Definition s9_q1 (a b : Z) : Prop * game := ((a + b >= 6 /\ a >= 1 /\ - a + b >= 2)%Z, int (a + 2 * b - 3)).
Definition s9_pieces (a b : Z) : list (Prop * game) := [s9_q1 a b].
Definition s9_claim (x : board) : Prop :=
  forall a b, x = s9_board a b -> (Z.of_nat a + Z.of_nat b >= 6 /\ Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat b >= 2)%Z -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s10_q1 (a b : Z) : Prop * game := ((- 2 * a + b >= 0 /\ - a + b <= 1)%Z, dyadic a 1).
Definition s10_q2 (a b : Z) : Prop * game := ((a >= 2 /\ - a + b >= 0)%Z, int (b - 2)).
Definition s10_q3 (a b : Z) : Prop * game := ((- a + b >= 2 /\ a <= 1)%Z, int (b - 2)).
Definition s10_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 1)%Z, nstar (int 0)).
Definition s10_pieces (a b : Z) : list (Prop * game) := [s10_q1 a b; s10_q2 a b; s10_q3 a b; s10_q4 a b].
Definition s10_claim (x : board) : Prop :=
  forall a b, x = s10_board a b -> (- Z.of_nat a + Z.of_nat b >= 0)%Z -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s11_q1 (a b : Z) : Prop * game := ((a >= 2 /\ - a + b >= 1)%Z, int (- a + 2 * b - 2)).
Definition s11_pieces (a b : Z) : list (Prop * game) := [s11_q1 a b].
Definition s11_claim (x : board) : Prop :=
  forall a b, x = s11_board a b -> (Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat b >= 1)%Z -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s12_q1 (a b c : Z) : Prop * game := ((a >= 2 /\ - a - b + c >= 1 /\ b >= 1)%Z, int (- a + b + 2 * c - 2)).
Definition s12_pieces (a b c : Z) : list (Prop * game) := [s12_q1 a b c].
Definition s12_claim (x : board) : Prop :=
  forall a b c, x = s12_board a b c -> (Z.of_nat a >= 2 /\ - Z.of_nat a - Z.of_nat b + Z.of_nat c >= 1 /\ Z.of_nat b >= 1)%Z -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s13_q1 (a b c : Z) : Prop * game := ((a + b - c >= 0 /\ a >= 2 /\ a + 2 * b - c <= 1)%Z, dyadic b 1).
Definition s13_q2 (a b c : Z) : Prop * game := ((a >= 2 /\ a + b - c <= 1 /\ b >= 2)%Z, int (- a + c - 1)).
Definition s13_q3 (a b c : Z) : Prop * game := ((a >= 2 /\ - a - b + c >= 1 /\ b <= 1)%Z, int (- a + c - 1)).
Definition s13_q4 (a b c : Z) : Prop * game := ((a - c = 0 /\ a >= 2 /\ b = 1)%Z, nstar (int 0)).
Definition s13_pieces (a b c : Z) : list (Prop * game) := [s13_q1 a b c; s13_q2 a b c; s13_q3 a b c; s13_q4 a b c].
Definition s13_claim (x : board) : Prop :=
  forall a b c, x = s13_board a b c -> (Z.of_nat a >= 2 /\ Z.of_nat a + Z.of_nat b - Z.of_nat c <= 1)%Z -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x /\ s9_claim x /\ s10_claim x /\ s11_claim x /\ s12_claim x /\ s13_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s1_board a b c d) < meas x -> (- Z.of_nat a - Z.of_nat b - Z.of_nat c + Z.of_nat d >= 1)%Z -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s1_board a b c d)).
Proof. intros H HD. exact ((proj1 (IH _ H)) a b c d eq_refl HD). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) :
  meas s2_board < meas x -> holds s2_pieces (tf_game s2_board).
Proof. intros H. exact ((proj1 (proj2 (IH _ H)))  eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s3_board a) < meas x -> (Z.of_nat a >= 1)%Z -> holds (s3_pieces (Z.of_nat a)) (tf_game (s3_board a)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (IH _ H)))) a eq_refl HD). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s4_board a) < meas x -> (Z.of_nat a >= 3)%Z -> holds (s4_pieces (Z.of_nat a)) (tf_game (s4_board a)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a eq_refl HD). Qed.
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s5_board a b) < meas x -> (Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat b >= 3)%Z -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s5_board a b)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b eq_refl HD). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s6_board a) < meas x -> (Z.of_nat a >= 2)%Z -> holds (s6_pieces (Z.of_nat a)) (tf_game (s6_board a)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a eq_refl HD). Qed.
Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s7_board a b) < meas x -> ((Z.of_nat a = 0 /\ Z.of_nat b >= 1 /\ Z.of_nat b <= 2) \/ (Z.of_nat a >= 2 /\ Z.of_nat a - Z.of_nat b <= 1) \/ (- Z.of_nat a + Z.of_nat b >= 1 /\ Z.of_nat b >= 3))%Z -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s7_board a b)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a b eq_refl HD). Qed.
Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s8_board a) < meas x -> (Z.of_nat a >= 3)%Z -> holds (s8_pieces (Z.of_nat a)) (tf_game (s8_board a)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))) a eq_refl HD). Qed.
Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s9_board a b) < meas x -> (Z.of_nat a + Z.of_nat b >= 6 /\ Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat b >= 2)%Z -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s9_board a b)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a b eq_refl HD). Qed.
Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s10_board a b) < meas x -> (- Z.of_nat a + Z.of_nat b >= 0)%Z -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s10_board a b)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b eq_refl HD). Qed.
Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s11_board a b) < meas x -> (Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat b >= 1)%Z -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s11_board a b)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))) a b eq_refl HD). Qed.
Lemma use_s12 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s12_board a b c) < meas x -> (Z.of_nat a >= 2 /\ - Z.of_nat a - Z.of_nat b + Z.of_nat c >= 1 /\ Z.of_nat b >= 1)%Z -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s12_board a b c)).
Proof. intros H HD. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b c eq_refl HD). Qed.
Lemma use_s13 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s13_board a b c) < meas x -> (Z.of_nat a >= 2 /\ Z.of_nat a + Z.of_nat b - Z.of_nat c <= 1)%Z -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s13_board a b c)).
Proof. intros H HD. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b c eq_refl HD). Qed.

Lemma s1_p1 {a b c d : Z} {g : game} : holds (s1_pieces a b c d) g -> (- a - b - c + d >= 1)%Z -> g == int (- a + c + 2 * d - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s2_p1 {g : game} : holds (s2_pieces) g -> (True)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s3_p1 {a : Z} {g : game} : holds (s3_pieces a) g -> (a = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a : Z} {g : game} : holds (s3_pieces a) g -> (a >= 2)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (a = 1)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p2_add (a : Z) (off : Z) : (0 <= a)%Z -> (a >= 2)%Z ->
  add (int (a - 1)) (int off) == int (a + off - 1).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s4_p1 {a : Z} {g : game} : holds (s4_pieces a) g -> (a >= 3)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s5_p1 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a >= 1 /\ - a + b >= 3)%Z -> g == int (a + 2 * b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s6_p1 {a : Z} {g : game} : holds (s6_pieces a) g -> (a >= 2)%Z -> g == int (2 * a - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s7_p1 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 0 /\ b >= 1 /\ b <= 2)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p2 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a >= 2 /\ a - b <= 1)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s7_p3 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (- a + b >= 1 /\ b >= 3)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s7_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ a - b <= 1)%Z ->
  add (int (b - 1)) (int off) == int (b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s7_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (- a + b >= 1 /\ b >= 3)%Z ->
  add (int (b - 1)) (int off) == int (b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s8_p1 {a : Z} {g : game} : holds (s8_pieces a) g -> (a >= 3)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s9_p1 {a b : Z} {g : game} : holds (s9_pieces a b) g -> (a + b >= 6 /\ a >= 1 /\ - a + b >= 2)%Z -> g == int (a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s10_p1 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (- 2 * a + b >= 0 /\ - a + b <= 1)%Z -> g == dyadic a 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s10_p2 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a >= 2 /\ - a + b >= 0)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s10_p3 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (- a + b >= 2 /\ a <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s10_p4 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s10_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (- 2 * a + b >= 0 /\ - a + b <= 1)%Z ->
  add (dyadic a 1) (int off) == dyadic (a + 2 * off) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (a + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ - a + b >= 0)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (- a + b >= 2 /\ a <= 1)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s11_p1 {a b : Z} {g : game} : holds (s11_pieces a b) g -> (a >= 2 /\ - a + b >= 1)%Z -> g == int (- a + 2 * b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s12_p1 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a >= 2 /\ - a - b + c >= 1 /\ b >= 1)%Z -> g == int (- a + b + 2 * c - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s13_p1 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a + b - c >= 0 /\ a >= 2 /\ a + 2 * b - c <= 1)%Z -> g == dyadic b 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s13_p2 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 2 /\ a + b - c <= 1 /\ b >= 2)%Z -> g == int (- a + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s13_p3 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 2 /\ - a - b + c >= 1 /\ b <= 1)%Z -> g == int (- a + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s13_p4 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a - c = 0 /\ a >= 2 /\ b = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s13_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b - c >= 0 /\ a >= 2 /\ a + 2 * b - c <= 1)%Z ->
  add (dyadic b 1) (int off) == dyadic (b + 2 * off) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (b + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ a + b - c <= 1 /\ b >= 2)%Z ->
  add (int (- a + c - 1)) (int off) == int (- a + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (- a + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ - a - b + c >= 1 /\ b <= 1)%Z ->
  add (int (- a + c - 1)) (int off) == int (- a + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (- a + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ a >= 2 /\ b = 1)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s1_c2_L : lmoves (s1_board 0 0 0 1) = [strip [] ([T; E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c2_L1 : tf_norm (strip [] ([T; E; F]) [(1, 0)]) (s2_board) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c2_R : rmoves (s1_board 0 0 0 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==0 && c==0 && d==1 *)
Lemma s1_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 0 0 1 -> (- Z.of_nat 0 - Z.of_nat 0 - Z.of_nat 0 + Z.of_nat 1 >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s1_c2_L1)).
  pose proof (use_s2 IH (opt_norm_l _ _ _ _ _ (s1_c2_L) ltac:(cbn [In]; left; reflexivity) (s1_c2_L1))) as Ho0.
  rewrite (s2_p1 Ho0 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c3_L (d : nat) : lmoves (s1_board 0 0 0 (2 + d)) = [strip [] ([T; E; F]) [(1, 1 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c3_L1 (d : nat) : tf_norm (strip [] ([T; E; F]) [(1, 1 + d)]) (s3_board (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 1 + d)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c3_R (d : nat) : rmoves (s1_board 0 0 0 (2 + d)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==0 && c==0 && d>=2 *)
Lemma s1_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s1_board 0 0 0 (2 + d) -> (- Z.of_nat 0 - Z.of_nat 0 - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L d), (s1_c3_R d); cbn [map].
  rewrite (tf_norm_game (s1_c3_L1 d)).
  pose proof (use_s3 IH (1 + d) (opt_norm_l _ _ _ _ _ (s1_c3_L d) ltac:(cbn [In]; left; reflexivity) (s1_c3_L1 d)) ltac:(zlia)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (s3_p1_add (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s1_c6_L (d : nat) : lmoves (s1_board 0 0 1 (2 + d)) = [s1_board 0 1 0 (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_R (d : nat) : rmoves (s1_board 0 0 1 (2 + d)) = [s4_board (3 + d)].
Proof. unfold s1_board, s4_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==0 && c==1 && d>=2 *)
Lemma s1_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s1_board 0 0 1 (2 + d) -> (- Z.of_nat 0 - Z.of_nat 0 - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c6_L d), (s1_c6_R d); cbn [map].
  pose proof (use_s1 IH 0 1 0 (2 + d) (opt_l _ _ _ (s1_c6_L d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s4 IH (3 + d) (opt_r _ _ _ (s1_c6_R d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c9_L (c d : nat) : lmoves (s1_board 0 0 (2 + c) (2 + d)) = [s1_board 0 1 (1 + c) (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_R (c d : nat) : rmoves (s1_board 0 0 (2 + c) (2 + d)) = [s5_board (1 + c) (3 + d)].
Proof. unfold s1_board, s5_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==0 && c>=2 && d-c>=1 *)
Lemma s1_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s1_board 0 0 (2 + c) (2 + d) -> (- Z.of_nat 0 - Z.of_nat 0 - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c9_L c d), (s1_c9_R c d); cbn [map].
  pose proof (use_s1 IH 0 1 (1 + c) (2 + d) (opt_l _ _ _ (s1_c9_L c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s5 IH (1 + c) (3 + d) (opt_r _ _ _ (s1_c9_R c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c12_L (d : nat) : lmoves (s1_board 0 1 0 (2 + d)) = [s6_board (2 + d); strip [] ([T; E; E; F]) [(1, 1 + d)]].
Proof. unfold s1_board, s6_board, strip. tf_options. Qed.
Lemma s1_c12_L2 (d : nat) : tf_norm (strip [] ([T; E; E; F]) [(1, 1 + d)]) (s7_board 2 (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1 + d)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c12_R (d : nat) : rmoves (s1_board 0 1 0 (2 + d)) = [strip [] ([T; F]) [(1, 3 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c12_R1 (d : nat) : tf_norm (strip [] ([T; F]) [(1, 3 + d)]) (s7_board 0 (3 + d)) (Z.of_nat (2 + d) + 1).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 3 + d)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==1 && c==0 && d>=2 *)
Lemma s1_c12_p1 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s1_board 0 1 0 (2 + d) -> (- Z.of_nat 0 - Z.of_nat 1 - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c12_L d), (s1_c12_R d); cbn [map].
  pose proof (use_s6 IH (2 + d) (opt_l _ _ _ (s1_c12_L d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  rewrite (tf_norm_game (s1_c12_L2 d)).
  pose proof (use_s7 IH 2 (1 + d) (opt_norm_l _ _ _ _ _ (s1_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s1_c12_L2 d)) ltac:(zlia)) as Ho1.
  rewrite (tf_norm_game (s1_c12_R1 d)).
  pose proof (use_s7 IH 0 (3 + d) (opt_norm_r _ _ _ _ _ (s1_c12_R d) ltac:(cbn [In]; left; reflexivity) (s1_c12_R1 d)) ltac:(zlia)) as Ho2.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  assert (Hp1 : (True)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s7_p2 Ho1 ltac:(zlia)).
    rewrite (s7_p2_add (Z.of_nat 2) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s7_p3 Ho2 ltac:(zlia)).
    rewrite (s7_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    rewrite (s7_p3_add (Z.of_nat 2) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s7_p3 Ho2 ltac:(zlia)).
    rewrite (s7_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c15_L (d : nat) : lmoves (s1_board 0 1 1 (2 + d)) = [s8_board (2 + d); s1_board 0 2 0 (2 + d)].
Proof. unfold s1_board, s8_board. tf_options. Qed.
Lemma s1_c15_R (d : nat) : rmoves (s1_board 0 1 1 (2 + d)) = [s1_board 0 1 0 (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==1 && c==1 && d>=3 *)
Lemma s1_c15_p1 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s1_board 0 1 1 (2 + d) -> (- Z.of_nat 0 - Z.of_nat 1 - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c15_L d), (s1_c15_R d); cbn [map].
  pose proof (use_s8 IH (2 + d) (opt_l _ _ _ (s1_c15_L d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 0 2 0 (2 + d) (opt_l _ _ _ (s1_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 0 1 0 (3 + d) (opt_r _ _ _ (s1_c15_R d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c18_L (c d : nat) : lmoves (s1_board 0 1 (2 + c) (2 + d)) = [s9_board (2 + c) (2 + d); s1_board 0 2 (1 + c) (2 + d)].
Proof. unfold s1_board, s9_board. tf_options. Qed.
Lemma s1_c18_R (c d : nat) : rmoves (s1_board 0 1 (2 + c) (2 + d)) = [s1_board 0 1 (1 + c) (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b==1 && c>=2 && d-c>=2 *)
Lemma s1_c18_p1 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s1_board 0 1 (2 + c) (2 + d) -> (- Z.of_nat 0 - Z.of_nat 1 - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c18_L c d), (s1_c18_R c d); cbn [map].
  pose proof (use_s9 IH (2 + c) (2 + d) (opt_l _ _ _ (s1_c18_L c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 0 2 (1 + c) (2 + d) (opt_l _ _ _ (s1_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 0 1 (1 + c) (3 + d) (opt_r _ _ _ (s1_c18_R c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c21_L (b d : nat) : lmoves (s1_board 0 (2 + b) 0 (2 + d)) = [s1_board 1 (1 + b) 0 (2 + d); strip [] (T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c21_L2 (b d : nat) : tf_norm (strip [] (T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]) (s7_board (3 + b) (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c21_R (b d : nat) : rmoves (s1_board 0 (2 + b) 0 (2 + d)) = [strip [] (T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c21_R1 (b d : nat) : tf_norm (strip [] (T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s7_board (1 + b) (3 + d)) (Z.of_nat (2 + d) + 1).
Proof. apply (tf_norm_by _ [] (T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b>=2 && d-b>=1 && c==0 *)
Lemma s1_c21_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s1_board 0 (2 + b) 0 (2 + d) -> (- Z.of_nat 0 - Z.of_nat (2 + b) - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c21_L b d), (s1_c21_R b d); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) 0 (2 + d) (opt_l _ _ _ (s1_c21_L b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  rewrite (tf_norm_game (s1_c21_L2 b d)).
  pose proof (use_s7 IH (3 + b) (1 + d) (opt_norm_l _ _ _ _ _ (s1_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s1_c21_L2 b d)) ltac:(zlia)) as Ho1.
  rewrite (tf_norm_game (s1_c21_R1 b d)).
  pose proof (use_s7 IH (1 + b) (3 + d) (opt_norm_r _ _ _ _ _ (s1_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s1_c21_R1 b d)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  assert (Hp1 : (True)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s7_p2 Ho1 ltac:(zlia)).
    rewrite (s7_p2_add (Z.of_nat (3 + b)) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (True)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s7_p2 Ho2 ltac:(zlia)).
      rewrite (s7_p2_add (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s7_p3 Ho2 ltac:(zlia)).
      rewrite (s7_p3_add (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    rewrite (s7_p3_add (Z.of_nat (3 + b)) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (True)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s7_p2 Ho2 ltac:(zlia)).
      rewrite (s7_p2_add (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s7_p3 Ho2 ltac:(zlia)).
      rewrite (s7_p3_add (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s1_c24_L (b d : nat) : lmoves (s1_board 0 (2 + b) 1 (2 + d)) = [s1_board 1 (1 + b) 1 (2 + d); s1_board 0 (3 + b) 0 (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_R (b d : nat) : rmoves (s1_board 0 (2 + b) 1 (2 + d)) = [s1_board 0 (2 + b) 0 (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b>=2 && d-b>=2 && c==1 *)
Lemma s1_c24_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s1_board 0 (2 + b) 1 (2 + d) -> (- Z.of_nat 0 - Z.of_nat (2 + b) - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c24_L b d), (s1_c24_R b d); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s1_c24_L b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s1_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 0 (2 + b) 0 (3 + d) (opt_r _ _ _ (s1_c24_R b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c27_L (b c d : nat) : lmoves (s1_board 0 (2 + b) (2 + c) (2 + d)) = [s1_board 1 (1 + b) (2 + c) (2 + d); s1_board 0 (3 + b) (1 + c) (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c27_R (b c d : nat) : rmoves (s1_board 0 (2 + b) (2 + c) (2 + d)) = [s1_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==0 && b>=2 && d-b-c>=1 && c>=2 *)
Lemma s1_c27_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s1_board 0 (2 + b) (2 + c) (2 + d) -> (- Z.of_nat 0 - Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L b c d), (s1_c27_R b c d); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) (2 + c) (2 + d) (opt_l _ _ _ (s1_c27_L b c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 0 (3 + b) (1 + c) (2 + d) (opt_l _ _ _ (s1_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 0 (2 + b) (1 + c) (3 + d) (opt_r _ _ _ (s1_c27_R b c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s1 = _^a T _^b T _^c F _^d on a==1 && b==0 && c==0 && d>=2: the board of s6 *)
Lemma s1_c30_p1 x (Hs6 : s6_claim x) (d : nat) :
  x = s1_board 1 0 0 (2 + d) -> (- Z.of_nat 1 - Z.of_nat 0 - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs6 (2 + d) ltac:(rewrite Hx; unfold s1_board, s6_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s1 = _^a T _^b T _^c F _^d on a==1 && b==0 && c==1 && d>=3: the board of s8 *)
Lemma s1_c33_p1 x (Hs8 : s8_claim x) (d : nat) :
  x = s1_board 1 0 1 (2 + d) -> (- Z.of_nat 1 - Z.of_nat 0 - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs8 (2 + d) ltac:(rewrite Hx; unfold s1_board, s8_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s1 = _^a T _^b T _^c F _^d on a==1 && b==0 && c>=2 && d-c>=2: the board of s9 *)
Lemma s1_c36_p1 x (Hs9 : s9_claim x) (c d : nat) :
  x = s1_board 1 0 (2 + c) (2 + d) -> (- Z.of_nat 1 - Z.of_nat 0 - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs9 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s1_board, s9_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s1_c39_L (d : nat) : lmoves (s1_board 1 1 0 (2 + d)) = [s11_board 2 (2 + d); strip [] ([E; T; E; E; F]) [(1, 1 + d)]].
Proof. unfold s11_board, s1_board, strip. tf_options. Qed.
Lemma s1_c39_L2 (d : nat) : tf_norm (strip [] ([E; T; E; E; F]) [(1, 1 + d)]) (s10_board 2 (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; F]) [(1, 1 + d)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c39_R (d : nat) : rmoves (s1_board 1 1 0 (2 + d)) = [strip [] ([E; T; F]) [(1, 3 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c39_R1 (d : nat) : tf_norm (strip [] ([E; T; F]) [(1, 3 + d)]) (s10_board 0 (3 + d)) (Z.of_nat (2 + d) + 1).
Proof. apply (tf_norm_by _ [] ([E; T; F]) [(1, 3 + d)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==1 && b==1 && c==0 && d>=3 *)
Lemma s1_c39_p1 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s1_board 1 1 0 (2 + d) -> (- Z.of_nat 1 - Z.of_nat 1 - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c39_L d), (s1_c39_R d); cbn [map].
  pose proof (use_s11 IH 2 (2 + d) (opt_l _ _ _ (s1_c39_L d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  rewrite (tf_norm_game (s1_c39_L2 d)).
  pose proof (use_s10 IH 2 (1 + d) (opt_norm_l _ _ _ _ _ (s1_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s1_c39_L2 d)) ltac:(zlia)) as Ho1.
  rewrite (tf_norm_game (s1_c39_R1 d)).
  pose proof (use_s10 IH 0 (3 + d) (opt_norm_r _ _ _ _ _ (s1_c39_R d) ltac:(cbn [In]; left; reflexivity) (s1_c39_R1 d)) ltac:(zlia)) as Ho2.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 2) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c42_L (d : nat) : lmoves (s1_board 1 1 1 (2 + d)) = [s12_board 2 1 (2 + d); s1_board 1 2 0 (2 + d)].
Proof. unfold s12_board, s1_board. tf_options. Qed.
Lemma s1_c42_R (d : nat) : rmoves (s1_board 1 1 1 (2 + d)) = [s1_board 1 1 0 (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==1 && b==1 && c==1 && d>=4 *)
Lemma s1_c42_p1 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s1_board 1 1 1 (2 + d) -> (- Z.of_nat 1 - Z.of_nat 1 - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c42_L d), (s1_c42_R d); cbn [map].
  pose proof (use_s12 IH 2 1 (2 + d) (opt_l _ _ _ (s1_c42_L d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 1 2 0 (2 + d) (opt_l _ _ _ (s1_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 1 1 0 (3 + d) (opt_r _ _ _ (s1_c42_R d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c45_L (c d : nat) : lmoves (s1_board 1 1 (2 + c) (2 + d)) = [s12_board 2 (2 + c) (2 + d); s1_board 1 2 (1 + c) (2 + d)].
Proof. unfold s12_board, s1_board. tf_options. Qed.
Lemma s1_c45_R (c d : nat) : rmoves (s1_board 1 1 (2 + c) (2 + d)) = [s1_board 1 1 (1 + c) (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==1 && b==1 && c>=2 && d-c>=3 *)
Lemma s1_c45_p1 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s1_board 1 1 (2 + c) (2 + d) -> (- Z.of_nat 1 - Z.of_nat 1 - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c45_L c d), (s1_c45_R c d); cbn [map].
  pose proof (use_s12 IH 2 (2 + c) (2 + d) (opt_l _ _ _ (s1_c45_L c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 1 2 (1 + c) (2 + d) (opt_l _ _ _ (s1_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 1 1 (1 + c) (3 + d) (opt_r _ _ _ (s1_c45_R c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c48_L (b d : nat) : lmoves (s1_board 1 (2 + b) 0 (2 + d)) = [s1_board 2 (1 + b) 0 (2 + d); strip [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c48_L2 (b d : nat) : tf_norm (strip [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]) (s10_board (3 + b) (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c48_R (b d : nat) : rmoves (s1_board 1 (2 + b) 0 (2 + d)) = [strip [] (E :: T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c48_R1 (b d : nat) : tf_norm (strip [] (E :: T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s10_board (1 + b) (3 + d)) (Z.of_nat (2 + d) + 1).
Proof. apply (tf_norm_by _ [] (E :: T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==1 && b>=2 && d-b>=2 && c==0 *)
Lemma s1_c48_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s1_board 1 (2 + b) 0 (2 + d) -> (- Z.of_nat 1 - Z.of_nat (2 + b) - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c48_L b d), (s1_c48_R b d); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) 0 (2 + d) (opt_l _ _ _ (s1_c48_L b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  rewrite (tf_norm_game (s1_c48_L2 b d)).
  pose proof (use_s10 IH (3 + b) (1 + d) (opt_norm_l _ _ _ _ _ (s1_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s1_c48_L2 b d)) ltac:(zlia)) as Ho1.
  rewrite (tf_norm_game (s1_c48_R1 b d)).
  pose proof (use_s10 IH (1 + b) (3 + d) (opt_norm_r _ _ _ _ _ (s1_c48_R b d) ltac:(cbn [In]; left; reflexivity) (s1_c48_R1 b d)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (3 + b)) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s10_p3 Ho2 ltac:(zlia)).
    rewrite (s10_p3_add (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c51_L (b d : nat) : lmoves (s1_board 1 (2 + b) 1 (2 + d)) = [s1_board 2 (1 + b) 1 (2 + d); s1_board 1 (3 + b) 0 (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c51_R (b d : nat) : rmoves (s1_board 1 (2 + b) 1 (2 + d)) = [s1_board 1 (2 + b) 0 (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==1 && b>=2 && d-b>=3 && c==1 *)
Lemma s1_c51_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s1_board 1 (2 + b) 1 (2 + d) -> (- Z.of_nat 1 - Z.of_nat (2 + b) - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c51_L b d), (s1_c51_R b d); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) 1 (2 + d) (opt_l _ _ _ (s1_c51_L b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 1 (3 + b) 0 (2 + d) (opt_l _ _ _ (s1_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 1 (2 + b) 0 (3 + d) (opt_r _ _ _ (s1_c51_R b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c54_L (b c d : nat) : lmoves (s1_board 1 (2 + b) (2 + c) (2 + d)) = [s1_board 2 (1 + b) (2 + c) (2 + d); s1_board 1 (3 + b) (1 + c) (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c54_R (b c d : nat) : rmoves (s1_board 1 (2 + b) (2 + c) (2 + d)) = [s1_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a==1 && b>=2 && d-b-c>=2 && c>=2 *)
Lemma s1_c54_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s1_board 1 (2 + b) (2 + c) (2 + d) -> (- Z.of_nat 1 - Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c54_L b c d), (s1_c54_R b c d); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) (2 + c) (2 + d) (opt_l _ _ _ (s1_c54_L b c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH 1 (3 + b) (1 + c) (2 + d) (opt_l _ _ _ (s1_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH 1 (2 + b) (1 + c) (3 + d) (opt_r _ _ _ (s1_c54_R b c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a>=1 && b==0 && c==0: the board of s11 *)
Lemma s1_c57_p1 x (Hs11 : s11_claim x) (a d : nat) :
  x = s1_board (2 + a) 0 0 (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat 0 - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s1_board, s11_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a>=2 && b==0 && c==1: the board of s12 *)
Lemma s1_c60_p1 x (Hs12 : s12_claim x) (a d : nat) :
  x = s1_board (2 + a) 0 1 (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat 0 - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s1_board, s12_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a-c>=1 && b==0 && c>=2: the board of s12 *)
Lemma s1_c63_p1 x (Hs12 : s12_claim x) (a c d : nat) :
  x = s1_board (2 + a) 0 (2 + c) (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat 0 - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s1_board, s12_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s1_c66_L (a d : nat) : lmoves (s1_board (2 + a) 1 0 (2 + d)) = [s11_board (3 + a) (2 + d); strip [] (repeat E (2 + a) ++ [T; E; E; F]) [(1, 1 + d)]].
Proof. unfold s11_board, s1_board, strip. tf_options. Qed.
Lemma s1_c66_L2 (a d : nat) : tf_norm (strip [] (repeat E (2 + a) ++ [T; E; E; F]) [(1, 1 + d)]) (s13_board (2 + a) 2 (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; E; F]) [(1, 1 + d)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c66_R (a d : nat) : rmoves (s1_board (2 + a) 1 0 (2 + d)) = [strip [] (repeat E (2 + a) ++ [T; F]) [(1, 3 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c66_R1 (a d : nat) : tf_norm (strip [] (repeat E (2 + a) ++ [T; F]) [(1, 3 + d)]) (s13_board (2 + a) 0 (3 + d)) (Z.of_nat (2 + d) + 1).
Proof. apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a>=2 && b==1 && c==0 *)
Lemma s1_c66_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s1_board (2 + a) 1 0 (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat 1 - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c66_L a d), (s1_c66_R a d); cbn [map].
  pose proof (use_s11 IH (3 + a) (2 + d) (opt_l _ _ _ (s1_c66_L a d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  rewrite (tf_norm_game (s1_c66_L2 a d)).
  pose proof (use_s13 IH (2 + a) 2 (1 + d) (opt_norm_l _ _ _ _ _ (s1_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s1_c66_L2 a d)) ltac:(zlia)) as Ho1.
  rewrite (tf_norm_game (s1_c66_R1 a d)).
  pose proof (use_s13 IH (2 + a) 0 (3 + d) (opt_norm_r _ _ _ _ _ (s1_c66_R a d) ltac:(cbn [In]; left; reflexivity) (s1_c66_R1 a d)) ltac:(zlia)) as Ho2.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat 2) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s13_p3 Ho2 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c69_L (a d : nat) : lmoves (s1_board (2 + a) 1 1 (2 + d)) = [s12_board (3 + a) 1 (2 + d); s1_board (2 + a) 2 0 (2 + d)].
Proof. unfold s12_board, s1_board. tf_options. Qed.
Lemma s1_c69_R (a d : nat) : rmoves (s1_board (2 + a) 1 1 (2 + d)) = [s1_board (2 + a) 1 0 (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a>=3 && b==1 && c==1 *)
Lemma s1_c69_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s1_board (2 + a) 1 1 (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat 1 - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c69_L a d), (s1_c69_R a d); cbn [map].
  pose proof (use_s12 IH (3 + a) 1 (2 + d) (opt_l _ _ _ (s1_c69_L a d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s1_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH (2 + a) 1 0 (3 + d) (opt_r _ _ _ (s1_c69_R a d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c72_L (a c d : nat) : lmoves (s1_board (2 + a) 1 (2 + c) (2 + d)) = [s12_board (3 + a) (2 + c) (2 + d); s1_board (2 + a) 2 (1 + c) (2 + d)].
Proof. unfold s12_board, s1_board. tf_options. Qed.
Lemma s1_c72_R (a c d : nat) : rmoves (s1_board (2 + a) 1 (2 + c) (2 + d)) = [s1_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a-c>=2 && b==1 && c>=2 *)
Lemma s1_c72_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s1_board (2 + a) 1 (2 + c) (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat 1 - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c72_L a c d), (s1_c72_R a c d); cbn [map].
  pose proof (use_s12 IH (3 + a) (2 + c) (2 + d) (opt_l _ _ _ (s1_c72_L a c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH (2 + a) 2 (1 + c) (2 + d) (opt_l _ _ _ (s1_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH (2 + a) 1 (1 + c) (3 + d) (opt_r _ _ _ (s1_c72_R a c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c75_L (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [s1_board (3 + a) (1 + b) 0 (2 + d); strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c75_L2 (a b d : nat) : tf_norm (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]) (s13_board (2 + a) (3 + b) (1 + d)) (Z.of_nat (2 + d) - 1).
Proof. apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c75_R (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [strip [] (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c75_R1 (a b d : nat) : tf_norm (strip [] (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s13_board (2 + a) (1 + b) (3 + d)) (Z.of_nat (2 + d) + 1).
Proof. apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a-b>=1 && b>=2 && c==0 *)
Lemma s1_c75_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s1_board (2 + a) (2 + b) 0 (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat (2 + b) - Z.of_nat 0 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c75_L a b d), (s1_c75_R a b d); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 0 (2 + d) (opt_l _ _ _ (s1_c75_L a b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  rewrite (tf_norm_game (s1_c75_L2 a b d)).
  pose proof (use_s13 IH (2 + a) (3 + b) (1 + d) (opt_norm_l _ _ _ _ _ (s1_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s1_c75_L2 a b d)) ltac:(zlia)) as Ho1.
  rewrite (tf_norm_game (s1_c75_R1 a b d)).
  pose proof (use_s13 IH (2 + a) (1 + b) (3 + d) (opt_norm_r _ _ _ _ _ (s1_c75_R a b d) ltac:(cbn [In]; left; reflexivity) (s1_c75_R1 a b d)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat (3 + b)) (Z.of_nat (1 + d)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s13_p2 Ho2 ltac:(zlia)).
    rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p3 Ho2 ltac:(zlia)).
    rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + d)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c78_L (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 1 (2 + d)) = [s1_board (3 + a) (1 + b) 1 (2 + d); s1_board (2 + a) (3 + b) 0 (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c78_R (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 1 (2 + d)) = [s1_board (2 + a) (2 + b) 0 (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a-b>=2 && b>=2 && c==1 *)
Lemma s1_c78_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s1_board (2 + a) (2 + b) 1 (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat (2 + b) - Z.of_nat 1 + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c78_L a b d), (s1_c78_R a b d); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s1_c78_L a b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH (2 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s1_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH (2 + a) (2 + b) 0 (3 + d) (opt_r _ _ _ (s1_c78_R a b d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c81_L (a b c d : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s1_board (3 + a) (1 + b) (2 + c) (2 + d); s1_board (2 + a) (3 + b) (1 + c) (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c81_R (a b c d : nat) : rmoves (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s1_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b T _^c F _^d on a>=2 && d-a-b-c>=1 && b>=2 && c>=2 *)
Lemma s1_c81_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) (2 + d) -> (- Z.of_nat (2 + a) - Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 1)%Z -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> HD Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c81_L a b c d), (s1_c81_R a b c d); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (2 + d) (opt_l _ _ _ (s1_c81_L a b c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s1 IH (2 + a) (3 + b) (1 + c) (2 + d) (opt_l _ _ _ (s1_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity)) ltac:(zlia)) as Ho1.
  pose proof (use_s1 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_r _ _ _ (s1_c81_R a b c d) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho2.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c1_L : lmoves s2_board = [s10_board 0 0].
Proof. unfold s10_board, s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves s2_board = [s7_board 0 1].
Proof. unfold s2_board, s7_board. tf_options. Qed.
(* s2 = T _ F on true *)
Lemma s2_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board -> fst (s2_q1) -> tf_game x == snd (s2_q1).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
  pose proof (use_s10 IH 0 0 (opt_l _ _ _ (s2_c1_L) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s7 IH 0 1 (opt_r _ _ _ (s2_c1_R) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s10_p1 Ho0 ltac:(zlia)).
  rewrite (s7_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c2_L : lmoves (s3_board 1) = [s10_board 0 1].
Proof. unfold s10_board, s3_board. tf_options. Qed.
Lemma s3_c2_R : rmoves (s3_board 1) = [s7_board 0 2].
Proof. unfold s3_board, s7_board. tf_options. Qed.
(* s3 = T _ F _^a on a==1 *)
Lemma s3_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 -> (Z.of_nat 1 >= 1)%Z -> fst (s3_q1 (Z.of_nat 1)) -> tf_game x == snd (s3_q1 (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
  pose proof (use_s10 IH 0 1 (opt_l _ _ _ (s3_c2_L) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s7 IH 0 2 (opt_r _ _ _ (s3_c2_R) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s10_p1 Ho0 ltac:(zlia)).
  rewrite (s7_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c3_L (a : nat) : lmoves (s3_board (2 + a)) = [s10_board 0 (2 + a)].
Proof. unfold s10_board, s3_board. tf_options. Qed.
Lemma s3_c3_R (a : nat) : rmoves (s3_board (2 + a)) = [s7_board 0 (3 + a)].
Proof. unfold s3_board, s7_board. tf_options. Qed.
(* s3 = T _ F _^a on a>=2 *)
Lemma s3_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) -> (Z.of_nat (2 + a) >= 1)%Z -> fst (s3_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s3_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> HD Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L a), (s3_c3_R a); cbn [map].
  pose proof (use_s10 IH 0 (2 + a) (opt_l _ _ _ (s3_c3_L a) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s7 IH 0 (3 + a) (opt_r _ _ _ (s3_c3_R a) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c3_L (a : nat) : lmoves (s4_board (2 + a)) = [strip [] ([T; E; F]) [(1, 1 + a)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c3_L1 (a : nat) : tf_norm (strip [] ([T; E; F]) [(1, 1 + a)]) (s3_board (1 + a)) (Z.of_nat (2 + a) - 1).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 1 + a)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
Lemma s4_c3_R (a : nat) : rmoves (s4_board (2 + a)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^2 F _^a on a>=3 *)
Lemma s4_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) -> (Z.of_nat (2 + a) >= 3)%Z -> fst (s4_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s4_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> HD Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
  rewrite (tf_norm_game (s4_c3_L1 a)).
  pose proof (use_s3 IH (1 + a) (opt_norm_l _ _ _ _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity) (s4_c3_L1 a)) ltac:(zlia)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p2_add (Z.of_nat (1 + a)) (Z.of_nat (2 + a) - 1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s5_c6_L (b : nat) : lmoves (s5_board 1 (2 + b)) = [s1_board 0 1 0 (2 + b)].
Proof. unfold s1_board, s5_board. tf_options. Qed.
Lemma s5_c6_R (b : nat) : rmoves (s5_board 1 (2 + b)) = [s4_board (3 + b)].
Proof. unfold s4_board, s5_board. tf_options. Qed.
(* s5 = T^2 _^a F _^b on a==1 && b>=4 *)
Lemma s5_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 1 (2 + b) -> (Z.of_nat 1 >= 1 /\ - Z.of_nat 1 + Z.of_nat (2 + b) >= 3)%Z -> fst (s5_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c6_L b), (s5_c6_R b); cbn [map].
  pose proof (use_s1 IH 0 1 0 (2 + b) (opt_l _ _ _ (s5_c6_L b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s4 IH (3 + b) (opt_r _ _ _ (s5_c6_R b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c9_L (a b : nat) : lmoves (s5_board (2 + a) (2 + b)) = [s1_board 0 1 (1 + a) (2 + b)].
Proof. unfold s1_board, s5_board. tf_options. Qed.
Lemma s5_c9_R (a b : nat) : rmoves (s5_board (2 + a) (2 + b)) = [s5_board (1 + a) (3 + b)].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^2 _^a F _^b on a>=2 && b-a>=3 *)
Lemma s5_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s5_board (2 + a) (2 + b) -> (Z.of_nat (2 + a) >= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 3)%Z -> fst (s5_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c9_L a b), (s5_c9_R a b); cbn [map].
  pose proof (use_s1 IH 0 1 (1 + a) (2 + b) (opt_l _ _ _ (s5_c9_L a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s5 IH (1 + a) (3 + b) (opt_r _ _ _ (s5_c9_R a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c3_L (a : nat) : lmoves (s6_board (2 + a)) = [strip [] ([E; T; E; F]) [(1, 1 + a)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c3_L1 (a : nat) : tf_norm (strip [] ([E; T; E; F]) [(1, 1 + a)]) (s10_board 1 (1 + a)) (Z.of_nat (2 + a) - 1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 1 + a)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s6_c3_R (a : nat) : rmoves (s6_board (2 + a)) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = _ T^2 F _^a on a>=2 *)
Lemma s6_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s6_board (2 + a) -> (Z.of_nat (2 + a) >= 2)%Z -> fst (s6_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s6_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> HD Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c3_L a), (s6_c3_R a); cbn [map].
  rewrite (tf_norm_game (s6_c3_L1 a)).
  pose proof (use_s10 IH 1 (1 + a) (opt_norm_l _ _ _ _ _ (s6_c3_L a) ltac:(cbn [In]; left; reflexivity) (s6_c3_L1 a)) ltac:(zlia)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s10_p1 Ho0 ltac:(zlia)).
    rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat (1 + a)) (Z.of_nat (2 + a) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s10_p3 Ho0 ltac:(zlia)).
    rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat (1 + a)) (Z.of_nat (2 + a) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s10_p4 Ho0 ltac:(zlia)).
    rewrite (s10_p4_add (Z.of_nat 1) (Z.of_nat (1 + a)) (Z.of_nat (2 + a) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s7_c2_L : lmoves (s7_board 0 1) = [strip [(1, 1)] ([]) [(1, 0)]].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 0)]) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s7_c2_R : rmoves (s7_board 0 1) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T _^a F _^b on a==0 && b==1 *)
Lemma s7_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 0 1 -> ((Z.of_nat 0 = 0 /\ Z.of_nat 1 >= 1 /\ Z.of_nat 1 <= 2) \/ (Z.of_nat 0 >= 2 /\ Z.of_nat 0 - Z.of_nat 1 <= 1) \/ (- Z.of_nat 0 + Z.of_nat 1 >= 1 /\ Z.of_nat 1 >= 3))%Z -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s7_q1] in Hc |- *.
  rewrite tf_game_eq, (s7_c2_L), (s7_c2_R); cbn [map].
  rewrite (tf_norm_blank (s7_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s7_c3_L (b : nat) : lmoves (s7_board 0 (2 + b)) = [strip [(1, 1)] ([]) [(1, 1 + b)]].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c3_L1 (b : nat) : tf_norm (strip [(1, 1)] ([]) [(1, 1 + b)]) (repeat E (2 + b)) (Z.of_nat (2 + b) - 2).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1 + b)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s7_c3_R (b : nat) : rmoves (s7_board 0 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T _^a F _^b on a==0 && b>=2 *)
Lemma s7_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 0 (2 + b) -> ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) <= 2) \/ (Z.of_nat 0 >= 2 /\ Z.of_nat 0 - Z.of_nat (2 + b) <= 1) \/ (- Z.of_nat 0 + Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s7_q1] in Hc |- *.
  rewrite tf_game_eq, (s7_c3_L b), (s7_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s7_c3_L1 b)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 0 (2 + b) -> ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) <= 2) \/ (Z.of_nat 0 >= 2 /\ Z.of_nat 0 - Z.of_nat (2 + b) <= 1) \/ (- Z.of_nat 0 + Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z -> fst (s7_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c3_L b), (s7_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s7_c3_L1 b)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s7 = T _^a F _^b on a==1 && b>=3: the board of s3 *)
Lemma s7_c6_p3 x (Hs3 : s3_claim x) (b : nat) :
  x = s7_board 1 (2 + b) -> ((Z.of_nat 1 = 0 /\ Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) <= 2) \/ (Z.of_nat 1 >= 2 /\ Z.of_nat 1 - Z.of_nat (2 + b) <= 1) \/ (- Z.of_nat 1 + Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z -> fst (s7_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros Hx HD Hc. cbn [fst snd s7_q3] in Hc |- *.
  pose proof (Hs3 (2 + b) ltac:(rewrite Hx; unfold s7_board, s3_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c8_L : lmoves (s7_board (2 + 0) 1) = [s10_board 1 1].
Proof. unfold s10_board, s7_board. tf_options. Qed.
Lemma s7_c8_R : rmoves (s7_board (2 + 0) 1) = [s3_board 2].
Proof. unfold s3_board, s7_board. tf_options. Qed.
(* s7 = T _^a F _^b on a==2 && b==1 *)
Lemma s7_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board (2 + 0) 1 -> ((Z.of_nat (2 + 0) = 0 /\ Z.of_nat 1 >= 1 /\ Z.of_nat 1 <= 2) \/ (Z.of_nat (2 + 0) >= 2 /\ Z.of_nat (2 + 0) - Z.of_nat 1 <= 1) \/ (- Z.of_nat (2 + 0) + Z.of_nat 1 >= 1 /\ Z.of_nat 1 >= 3))%Z -> fst (s7_q2 (Z.of_nat (2 + 0)) (Z.of_nat 1)) -> tf_game x == snd (s7_q2 (Z.of_nat (2 + 0)) (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c8_L), (s7_c8_R); cbn [map].
  pose proof (use_s10 IH 1 1 (opt_l _ _ _ (s7_c8_L) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s3 IH 2 (opt_r _ _ _ (s7_c8_R) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s10_p4 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c9_L (a b : nat) : lmoves (s7_board (2 + a) (2 + b)) = [s10_board (1 + a) (2 + b)].
Proof. unfold s10_board, s7_board. tf_options. Qed.
Lemma s7_c9_R (a b : nat) : rmoves (s7_board (2 + a) (2 + b)) = [s7_board (1 + a) (3 + b)].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T _^a F _^b on a>=2 && a-b<=1 && b>=2 *)
Lemma s7_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) -> ((Z.of_nat (2 + a) = 0 /\ Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) <= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) <= 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z -> fst (s7_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c9_L a b), (s7_c9_R a b); cbn [map].
  pose proof (use_s10 IH (1 + a) (2 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s7 IH (1 + a) (3 + b) (opt_r _ _ _ (s7_c9_R a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s10_p1 Ho0 ltac:(zlia)).
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s10_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (True)%Z \/ (True)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s7_p2 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s7_p3 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s10_p3 Ho0 ltac:(zlia)).
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s7_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) -> ((Z.of_nat (2 + a) = 0 /\ Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) <= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) <= 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z -> fst (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c9_L a b), (s7_c9_R a b); cbn [map].
  pose proof (use_s10 IH (1 + a) (2 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s7 IH (1 + a) (3 + b) (opt_r _ _ _ (s7_c9_R a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s10_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (True)%Z \/ (True)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s7_p2 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s7_p3 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s10_p3 Ho0 ltac:(zlia)).
    rewrite (s7_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s8_c3_L (a : nat) : lmoves (s8_board (2 + a)) = [s1_board 1 1 0 (2 + a)].
Proof. unfold s1_board, s8_board. tf_options. Qed.
Lemma s8_c3_R (a : nat) : rmoves (s8_board (2 + a)) = [s6_board (3 + a)].
Proof. unfold s6_board, s8_board. tf_options. Qed.
(* s8 = _ T^2 _ F _^a on a>=3 *)
Lemma s8_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) -> (Z.of_nat (2 + a) >= 3)%Z -> fst (s8_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s8_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> HD Hc. cbn [fst snd s8_q1] in Hc |- *.
  rewrite tf_game_eq, (s8_c3_L a), (s8_c3_R a); cbn [map].
  pose proof (use_s1 IH 1 1 0 (2 + a) (opt_l _ _ _ (s8_c3_L a) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s6 IH (3 + a) (opt_r _ _ _ (s8_c3_R a) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s9 = _ T^2 _^a F _^b on a==1 && b>=5: the board of s8 *)
Lemma s9_c6_p1 x (Hs8 : s8_claim x) (b : nat) :
  x = s9_board 1 (2 + b) -> (Z.of_nat 1 + Z.of_nat (2 + b) >= 6 /\ Z.of_nat 1 >= 1 /\ - Z.of_nat 1 + Z.of_nat (2 + b) >= 2)%Z -> fst (s9_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s9_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros Hx HD Hc. cbn [fst snd s9_q1] in Hc |- *.
  pose proof (Hs8 (2 + b) ltac:(rewrite Hx; unfold s9_board, s8_board; board_eq) ltac:(zlia)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s9_c9_L (a b : nat) : lmoves (s9_board (2 + a) (2 + b)) = [s1_board 1 1 (1 + a) (2 + b)].
Proof. unfold s1_board, s9_board. tf_options. Qed.
Lemma s9_c9_R (a b : nat) : rmoves (s9_board (2 + a) (2 + b)) = [s9_board (1 + a) (3 + b)].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = _ T^2 _^a F _^b on a>=2 && b-a>=2 *)
Lemma s9_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s9_board (2 + a) (2 + b) -> (Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 6 /\ Z.of_nat (2 + a) >= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 2)%Z -> fst (s9_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s9_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c9_L a b), (s9_c9_R a b); cbn [map].
  pose proof (use_s1 IH 1 1 (1 + a) (2 + b) (opt_l _ _ _ (s9_c9_L a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s9 IH (1 + a) (3 + b) (opt_r _ _ _ (s9_c9_R a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s9_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c1_L : lmoves (s10_board 0 0) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_R : rmoves (s10_board 0 0) = [strip [(0, 1)] ([]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c1_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 1)]) (repeat E 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s10 = _ T _^a F _^b on a==0 && b==0 *)
Lemma s10_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 0 0 -> (- Z.of_nat 0 + Z.of_nat 0 >= 0)%Z -> fst (s10_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c1_L), (s10_c1_R); cbn [map].
  rewrite (tf_norm_blank (s10_c1_R1)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c2_L : lmoves (s10_board 0 1) = [strip [(2, 1)] ([]) [(1, 0)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 0)]) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s10_c2_R : rmoves (s10_board 0 1) = [strip [(0, 1)] ([]) [(1, 2)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 2)]) (repeat E 2) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s10 = _ T _^a F _^b on a==0 && b==1 *)
Lemma s10_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 0 1 -> (- Z.of_nat 0 + Z.of_nat 1 >= 0)%Z -> fst (s10_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s10_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c2_L), (s10_c2_R); cbn [map].
  rewrite (tf_norm_blank (s10_c2_L1)).
  rewrite (tf_norm_blank (s10_c2_R1)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c3_L (b : nat) : lmoves (s10_board 0 (2 + b)) = [strip [(2, 1)] ([]) [(1, 1 + b)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c3_L1 (b : nat) : tf_norm (strip [(2, 1)] ([]) [(1, 1 + b)]) (repeat E (3 + b)) (Z.of_nat (2 + b) - 3).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1 + b)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s10_c3_R (b : nat) : rmoves (s10_board 0 (2 + b)) = [strip [(0, 1)] ([]) [(1, 3 + b)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] ([]) [(1, 3 + b)]) (repeat E (3 + b)) (Z.of_nat (2 + b) + 1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 3 + b)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s10 = _ T _^a F _^b on a==0 && b>=2 *)
Lemma s10_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 0 (2 + b) -> (- Z.of_nat 0 + Z.of_nat (2 + b) >= 0)%Z -> fst (s10_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c3_L b), (s10_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s10_c3_L1 b)).
  rewrite (tf_norm_blank (s10_c3_R1 b)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c5_L : lmoves (s10_board 1 1) = [s13_board 2 0 1].
Proof. unfold s10_board, s13_board. tf_options. Qed.
Lemma s10_c5_R : rmoves (s10_board 1 1) = [s10_board 0 2].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = _ T _^a F _^b on a==1 && b==1 *)
Lemma s10_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 1 1 -> (- Z.of_nat 1 + Z.of_nat 1 >= 0)%Z -> fst (s10_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s10_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q4] in Hc |- *.
  rewrite tf_game_eq, (s10_c5_L), (s10_c5_R); cbn [map].
  pose proof (use_s13 IH 2 0 1 (opt_l _ _ _ (s10_c5_L) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s10 IH 0 2 (opt_r _ _ _ (s10_c5_R) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s10_c6_L (b : nat) : lmoves (s10_board 1 (2 + b)) = [s13_board 2 0 (2 + b)].
Proof. unfold s10_board, s13_board. tf_options. Qed.
Lemma s10_c6_R (b : nat) : rmoves (s10_board 1 (2 + b)) = [s10_board 0 (3 + b)].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = _ T _^a F _^b on a==1 && b>=2 *)
Lemma s10_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 1 (2 + b) -> (- Z.of_nat 1 + Z.of_nat (2 + b) >= 0)%Z -> fst (s10_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c6_L b), (s10_c6_R b); cbn [map].
  pose proof (use_s13 IH 2 0 (2 + b) (opt_l _ _ _ (s10_c6_L b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s10 IH 0 (3 + b) (opt_r _ _ _ (s10_c6_R b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 1 (2 + b) -> (- Z.of_nat 1 + Z.of_nat (2 + b) >= 0)%Z -> fst (s10_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q3] in Hc |- *.
  rewrite tf_game_eq, (s10_c6_L b), (s10_c6_R b); cbn [map].
  pose proof (use_s13 IH 2 0 (2 + b) (opt_l _ _ _ (s10_c6_L b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s10 IH 0 (3 + b) (opt_r _ _ _ (s10_c6_R b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c9_L (a b : nat) : lmoves (s10_board (2 + a) (2 + b)) = [s13_board 2 (1 + a) (2 + b)].
Proof. unfold s10_board, s13_board. tf_options. Qed.
Lemma s10_c9_R (a b : nat) : rmoves (s10_board (2 + a) (2 + b)) = [s10_board (1 + a) (3 + b)].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = _ T _^a F _^b on a>=2 && b-a>=0 *)
Lemma s10_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s10_board (2 + a) (2 + b) -> (- Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 0)%Z -> fst (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s10_q2] in Hc |- *.
  rewrite tf_game_eq, (s10_c9_L a b), (s10_c9_R a b); cbn [map].
  pose proof (use_s13 IH 2 (1 + a) (2 + b) (opt_l _ _ _ (s10_c9_L a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s10 IH (1 + a) (3 + b) (opt_r _ _ _ (s10_c9_R a b) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s13_p1 Ho0 ltac:(zlia)).
    rewrite (s10_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p2 Ho0 ltac:(zlia)).
    rewrite (s10_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p3 Ho0 ltac:(zlia)).
    rewrite (s10_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p4 Ho0 ltac:(zlia)).
    rewrite (s10_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s11_c9_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b)) = [strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 1 + b)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c9_L1 (a b : nat) : tf_norm (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 1 + b)]) (s13_board (2 + a) 1 (1 + b)) (Z.of_nat (2 + b) - 1).
Proof. apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 1 + b)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c9_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = _^a T^2 F _^b on a>=2 && b-a>=1 *)
Lemma s11_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board (2 + a) (2 + b) -> (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 1)%Z -> fst (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> HD Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c9_L a b), (s11_c9_R a b); cbn [map].
  rewrite (tf_norm_game (s11_c9_L1 a b)).
  pose proof (use_s13 IH (2 + a) 1 (1 + b) (opt_norm_l _ _ _ _ _ (s11_c9_L a b) ltac:(cbn [In]; left; reflexivity) (s11_c9_L1 a b)) ltac:(zlia)) as Ho0.
  assert (Hp0 : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) = 2)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 3)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + b) = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s13_p1 Ho0 ltac:(zlia)).
    rewrite (s13_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s13_p3 Ho0 ltac:(zlia)).
    rewrite (s13_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s13_p4 Ho0 ltac:(zlia)).
    rewrite (s13_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s12_c24_L (a c : nat) : lmoves (s12_board (2 + a) 1 (2 + c)) = [s1_board (2 + a) 1 0 (2 + c)].
Proof. unfold s12_board, s1_board. tf_options. Qed.
Lemma s12_c24_R (a c : nat) : rmoves (s12_board (2 + a) 1 (2 + c)) = [s11_board (2 + a) (3 + c)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
(* s12 = _^a T^2 _^b F _^c on a>=2 && c-a>=2 && b==1 *)
Lemma s12_c24_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s12_board (2 + a) 1 (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat 1 + Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 >= 1)%Z -> fst (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c24_L a c), (s12_c24_R a c); cbn [map].
  pose proof (use_s1 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s12_c24_L a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) (opt_r _ _ _ (s12_c24_R a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c27_L (a b c : nat) : lmoves (s12_board (2 + a) (2 + b) (2 + c)) = [s1_board (2 + a) 1 (1 + b) (2 + c)].
Proof. unfold s12_board, s1_board. tf_options. Qed.
Lemma s12_c27_R (a b c : nat) : rmoves (s12_board (2 + a) (2 + b) (2 + c)) = [s12_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = _^a T^2 _^b F _^c on a>=2 && c-a-b>=1 && b>=2 *)
Lemma s12_c27_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s12_board (2 + a) (2 + b) (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 1)%Z -> fst (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s12_q1] in Hc |- *.
  rewrite tf_game_eq, (s12_c27_L a b c), (s12_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (2 + a) 1 (1 + b) (2 + c) (opt_l _ _ _ (s12_c27_L a b c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s12_c27_R a b c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s12_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c20_L : lmoves (s13_board (2 + 0) 0 1) = [strip [(3, 1)] ([]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c20_L1 : tf_norm (strip [(3, 1)] ([]) [(1, 0)]) (repeat E 3) (- Z.of_nat (2 + 0) - 1).
Proof. apply (tf_norm_by _ [(3, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s13_c20_R : rmoves (s13_board (2 + 0) 0 1) = [strip [(1, 1)] ([]) [(1, 2)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c20_R1 : tf_norm (strip [(1, 1)] ([]) [(1, 2)]) (repeat E 3) (- Z.of_nat (2 + 0) + 3).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s13 = _^a T _^b F _^c on a==2 && b==0 && c==1 *)
Lemma s13_c20_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board (2 + 0) 0 1 -> (Z.of_nat (2 + 0) >= 2 /\ Z.of_nat (2 + 0) + Z.of_nat 0 - Z.of_nat 1 <= 1)%Z -> fst (s13_q1 (Z.of_nat (2 + 0)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + 0)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c20_L), (s13_c20_R); cbn [map].
  rewrite (tf_norm_blank (s13_c20_L1)).
  rewrite (tf_norm_blank (s13_c20_R1)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c21_L (a c : nat) : lmoves (s13_board (2 + a) 0 (2 + c)) = [strip [(3 + a, 1)] ([]) [(1, 1 + c)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c21_L1 (a c : nat) : tf_norm (strip [(3 + a, 1)] ([]) [(1, 1 + c)]) (repeat E (4 + a + c)) (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - 2).
Proof. apply (tf_norm_by _ [(3 + a, 1)] ([]) [(1, 1 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s13_c21_R (a c : nat) : rmoves (s13_board (2 + a) 0 (2 + c)) = [strip [(1 + a, 1)] ([]) [(1, 3 + c)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c21_R1 (a c : nat) : tf_norm (strip [(1 + a, 1)] ([]) [(1, 3 + c)]) (repeat E (4 + a + c)) (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2).
Proof. apply (tf_norm_by _ [(1 + a, 1)] ([]) [(1, 3 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s13 = _^a T _^b F _^c on a>=2 && a-c<=1 && b==0 && c>=2 *)
Lemma s13_c21_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat 0 - Z.of_nat (2 + c) <= 1)%Z -> fst (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c21_L a c), (s13_c21_R a c); cbn [map].
  rewrite (tf_norm_blank (s13_c21_L1 a c)).
  rewrite (tf_norm_blank (s13_c21_R1 a c)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c21_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat 0 - Z.of_nat (2 + c) <= 1)%Z -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c21_L a c), (s13_c21_R a c); cbn [map].
  rewrite (tf_norm_blank (s13_c21_L1 a c)).
  rewrite (tf_norm_blank (s13_c21_R1 a c)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c24_L (a c : nat) : lmoves (s13_board (2 + a) 1 (2 + c)) = [s13_board (3 + a) 0 (2 + c)].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c24_R (a c : nat) : rmoves (s13_board (2 + a) 1 (2 + c)) = [s13_board (2 + a) 0 (3 + c)].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = _^a T _^b F _^c on a>=2 && c-a>=0 && b==1 *)
Lemma s13_c24_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat 1 - Z.of_nat (2 + c) <= 1)%Z -> fst (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q1] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s13 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s13 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s13_c24_R a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat 1 - Z.of_nat (2 + c) <= 1)%Z -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s13 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s13 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s13_c24_R a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat 1 - Z.of_nat (2 + c) <= 1)%Z -> fst (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q4] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s13 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s13 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s13_c24_R a c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c27_L (a b c : nat) : lmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s13_board (3 + a) (1 + b) (2 + c)].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c27_R (a b c : nat) : rmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s13_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = _^a T _^b F _^c on a>=2 && a+b-c<=1 && b>=2 *)
Lemma s13_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) <= 1)%Z -> fst (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> HD Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s13 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho0.
  pose proof (use_s13 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s13_c27_R a b c) ltac:(cbn [In]; left; reflexivity)) ltac:(zlia)) as Ho1.
  assert (Hp0 : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s13_p1 Ho0 ltac:(zlia)).
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p2 Ho0 ltac:(zlia)).
    rewrite (s13_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p3 Ho0 ltac:(zlia)).
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s13_p4 Ho0 ltac:(zlia)).
    rewrite (s13_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* ------------------------------------------------------------------ *)
(* The induction steps, piece by piece                                *)

Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs6 : s6_claim x) (Hs8 : s8_claim x) (Hs9 : s9_claim x) (Hs11 : s11_claim x) (Hs12 : s12_claim x) : s1_claim x.
Proof.
  intros a b c d Hx HD. unfold s1_pieces.
  apply holds_cons; [intros Hc; cbn [fst s1_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exact (s1_c2_p1 x IH Hx HD Hc) | change (S (S d)) with (2 + d) in *; exact (s1_c3_p1 x IH d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c6_p1 x IH d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c9_p1 x IH c d Hx HD Hc)]] | destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c12_p1 x IH d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c15_p1 x IH d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c18_p1 x IH c d Hx HD Hc)]] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c21_p1 x IH b d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c24_p1 x IH b d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c27_p1 x IH b c d Hx HD Hc)]]] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c30_p1 x Hs6 d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c33_p1 x Hs8 d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c36_p1 x Hs9 c d Hx HD Hc)]] | destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c39_p1 x IH d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c42_p1 x IH d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c45_p1 x IH c d Hx HD Hc)]] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c48_p1 x IH b d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c51_p1 x IH b d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c54_p1 x IH b c d Hx HD Hc)]]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c57_p1 x Hs11 a d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c60_p1 x Hs12 a d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c63_p1 x Hs12 a c d Hx HD Hc)]] | destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c66_p1 x IH a d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c69_p1 x IH a d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c72_p1 x IH a c d Hx HD Hc)]] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c75_p1 x IH a b d Hx HD Hc)] | destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c78_p1 x IH a b d Hx HD Hc)] | change (S (S c)) with (2 + c) in *; destruct d as [|[|d]]; [exfalso; zlia | exfalso; zlia | change (S (S d)) with (2 + d) in *; exact (s1_c81_p1 x IH a b c d Hx HD Hc)]]]]|].
  apply holds_nil.
Qed.

Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) : s2_claim x.
Proof.
  intros Hx. unfold s2_pieces.
  apply holds_cons; [intros Hc; cbn [fst s2_q1] in Hc; exact (s2_c1_p1 x IH Hx Hc)|].
  apply holds_nil.
Qed.

Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) : s3_claim x.
Proof.
  intros a Hx HD. unfold s3_pieces.
  apply holds_cons; [intros Hc; cbn [fst s3_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exact (s3_c2_p1 x IH Hx HD Hc) | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q2] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; exact (s3_c3_p2 x IH a Hx HD Hc)]|].
  apply holds_nil.
Qed.

Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) : s4_claim x.
Proof.
  intros a Hx HD. unfold s4_pieces.
  apply holds_cons; [intros Hc; cbn [fst s4_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; exact (s4_c3_p1 x IH a Hx HD Hc)]|].
  apply holds_nil.
Qed.

Lemma s5_step x (IH : forall y, meas y < meas x -> values_hold y) : s5_claim x.
Proof.
  intros a b Hx HD. unfold s5_pieces.
  apply holds_cons; [intros Hc; cbn [fst s5_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s5_c6_p1 x IH b Hx HD Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s5_c9_p1 x IH a b Hx HD Hc)]]|].
  apply holds_nil.
Qed.

Lemma s6_step x (IH : forall y, meas y < meas x -> values_hold y) : s6_claim x.
Proof.
  intros a Hx HD. unfold s6_pieces.
  apply holds_cons; [intros Hc; cbn [fst s6_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; exact (s6_c3_p1 x IH a Hx HD Hc)]|].
  apply holds_nil.
Qed.

Lemma s7_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs3 : s3_claim x) : s7_claim x.
Proof.
  intros a b Hx HD. unfold s7_pieces.
  apply holds_cons; [intros Hc; cbn [fst s7_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exact (s7_c2_p1 x IH Hx HD Hc) | change (S (S b)) with (2 + b) in *; exact (s7_c3_p1 x IH b Hx HD Hc)] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q2] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | assert (a = 0) by zlia; subst a; exact (s7_c8_p2 x IH Hx HD Hc) | change (S (S b)) with (2 + b) in *; exact (s7_c9_p2 x IH a b Hx HD Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s7_c3_p3 x IH b Hx HD Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s7_c6_p3 x Hs3 b Hx HD Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s7_c9_p3 x IH a b Hx HD Hc)]]|].
  apply holds_nil.
Qed.

Lemma s8_step x (IH : forall y, meas y < meas x -> values_hold y) : s8_claim x.
Proof.
  intros a Hx HD. unfold s8_pieces.
  apply holds_cons; [intros Hc; cbn [fst s8_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; exact (s8_c3_p1 x IH a Hx HD Hc)]|].
  apply holds_nil.
Qed.

Lemma s9_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs8 : s8_claim x) : s9_claim x.
Proof.
  intros a b Hx HD. unfold s9_pieces.
  apply holds_cons; [intros Hc; cbn [fst s9_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s9_c6_p1 x Hs8 b Hx HD Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s9_c9_p1 x IH a b Hx HD Hc)]]|].
  apply holds_nil.
Qed.

Lemma s10_step x (IH : forall y, meas y < meas x -> values_hold y) : s10_claim x.
Proof.
  intros a b Hx HD. unfold s10_pieces.
  apply holds_cons; [intros Hc; cbn [fst s10_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s10_c1_p1 x IH Hx HD Hc) | exact (s10_c2_p1 x IH Hx HD Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s10_c6_p1 x IH b Hx HD Hc)] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s10_q2] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s10_c9_p2 x IH a b Hx HD Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s10_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s10_c3_p3 x IH b Hx HD Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s10_c6_p3 x IH b Hx HD Hc)] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s10_q4] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exact (s10_c5_p4 x IH Hx HD Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_nil.
Qed.

Lemma s11_step x (IH : forall y, meas y < meas x -> values_hold y) : s11_claim x.
Proof.
  intros a b Hx HD. unfold s11_pieces.
  apply holds_cons; [intros Hc; cbn [fst s11_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s11_c9_p1 x IH a b Hx HD Hc)]]|].
  apply holds_nil.
Qed.

Lemma s12_step x (IH : forall y, meas y < meas x -> values_hold y) : s12_claim x.
Proof.
  intros a b c Hx HD. unfold s12_pieces.
  apply holds_cons; [intros Hc; cbn [fst s12_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s12_c24_p1 x IH a c Hx HD Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s12_c27_p1 x IH a b c Hx HD Hc)]]]|].
  apply holds_nil.
Qed.

Lemma s13_step x (IH : forall y, meas y < meas x -> values_hold y) : s13_claim x.
Proof.
  intros a b c Hx HD. unfold s13_pieces.
  apply holds_cons; [intros Hc; cbn [fst s13_q1] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | assert (a = 0) by zlia; subst a; exact (s13_c20_p1 x IH Hx HD Hc) | change (S (S c)) with (2 + c) in *; exact (s13_c21_p1 x IH a c Hx HD Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s13_c24_p1 x IH a c Hx HD Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s13_q2] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s13_c27_p2 x IH a b c Hx HD Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s13_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s13_c21_p3 x IH a c Hx HD Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s13_c24_p3 x IH a c Hx HD Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s13_q4] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s13_c24_p4 x IH a c Hx HD Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH Hs3).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH Hs8).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH).
  assert (Hs1 : s1_claim x) by exact (s1_step x IH Hs6 Hs8 Hs9 Hs11 Hs12).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 Hs13)))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a b c d : nat) : (- Z.of_nat a - Z.of_nat b - Z.of_nat c + Z.of_nat d >= 1)%Z -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s1_board a b c d)).
Proof. intros HD. exact ((proj1 (all_values_hold _)) a b c d eq_refl HD). Qed.

Definition family_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.  (* _^a T _^b T _^c F _^d *)
Definition family_value (a b c d : Z) : game := int (- a + c + 2 * d - 2).
Lemma family_p1 (a b c d : Z) : True -> family_value a b c d = int (- a + c + 2 * d - 2).
Proof. reflexivity. Qed.
Theorem claim : forall a b c d, (- Z.of_nat a - Z.of_nat b - Z.of_nat c + Z.of_nat d >= 1)%Z -> tf_game (family_board a b c d) == family_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d).
Proof.
  intros a b c d Hw.
  replace (family_board a b c d) with (s1_board a b c d) by (unfold family_board, s1_board; board_eq).
  pose proof (all_s1 a b c d ltac:(zlia)) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]); (destruct d as [|[|d]]; [ | | change (S (S d)) with (2 + d) in *]).
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

Print Assumptions claim.
