(* Toads-and-Frogs: the value of every position of a family.

   Theorem (B11).  For all a, b, c >= 0, the position  _^a T _^b F _^c  has the value

       0                        when a-c==0 && b%2==0
       c-a-1                    when c-a>=1 && b%2==0
       c-a-1                    when c-a>=2 && b%2==1
       *                        when a-c==0 && b%2==1
       1/2                      when c-a==1 && b%2==1
       c-a+1                    when a-c>=1 && b%2==0
       c-a+1                    when a-c>=2 && b%2==1
       -1/2                     when a-c==1 && b%2==1

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 1 states, 27 cases
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

   Written by `cgprove prove tf --class B11 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.  (* _^a T _^b F _^c *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a b c : Z) : Prop * game := ((a - c = 0 /\ (b) mod 2 = 0)%Z, int 0).
Definition s1_q2 (a b c : Z) : Prop * game := ((- a + c >= 1 /\ (b) mod 2 = 0)%Z, int (- a + c - 1)).
Definition s1_q3 (a b c : Z) : Prop * game := ((- a + c >= 2 /\ (b) mod 2 = 1)%Z, int (- a + c - 1)).
Definition s1_q4 (a b c : Z) : Prop * game := ((a - c = 0 /\ (b) mod 2 = 1)%Z, nstar (int 0)).
Definition s1_q5 (a b c : Z) : Prop * game := ((- a + c = 1 /\ (b) mod 2 = 1)%Z, dyadic 1 1).
Definition s1_q6 (a b c : Z) : Prop * game := ((a - c >= 1 /\ (b) mod 2 = 0)%Z, int (- a + c + 1)).
Definition s1_q7 (a b c : Z) : Prop * game := ((a - c >= 2 /\ (b) mod 2 = 1)%Z, int (- a + c + 1)).
Definition s1_q8 (a b c : Z) : Prop * game := ((a - c = 1 /\ (b) mod 2 = 1)%Z, dyadic (-1) 1).
Definition s1_pieces (a b c : Z) : list (Prop * game) := [s1_q1 a b c; s1_q2 a b c; s1_q3 a b c; s1_q4 a b c; s1_q5 a b c; s1_q6 a b c; s1_q7 a b c; s1_q8 a b c].
Definition s1_claim (x : board) : Prop :=
  forall a b c, x = s1_board a b c -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s1_board a b c) < meas x -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s1_board a b c)).
Proof. intros H. exact ((IH _ H) a b c eq_refl). Qed.

Lemma s1_p1 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (a - c = 0 /\ (b) mod 2 = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p2 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (- a + c >= 1 /\ (b) mod 2 = 0)%Z -> g == int (- a + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s1_p3 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (- a + c >= 2 /\ (b) mod 2 = 1)%Z -> g == int (- a + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s1_p4 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (a - c = 0 /\ (b) mod 2 = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s1_p5 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (- a + c = 1 /\ (b) mod 2 = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s1_p6 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (a - c >= 1 /\ (b) mod 2 = 0)%Z -> g == int (- a + c + 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s1_p7 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (a - c >= 2 /\ (b) mod 2 = 1)%Z -> g == int (- a + c + 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s1_p8 {a b c : Z} {g : game} : holds (s1_pieces a b c) g -> (a - c = 1 /\ (b) mod 2 = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.

Lemma s1_c1_L : lmoves (s1_board 0 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b==0 && c==0 *)
Lemma s1_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 0 0 -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c2_L : lmoves (s1_board 0 0 1) = [strip [(1, 1)] ([]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 0)]) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c2_R : rmoves (s1_board 0 0 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b==0 && c==1 *)
Lemma s1_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 0 1 -> fst (s1_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s1_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  rewrite (tf_norm_blank (s1_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c3_L (c : nat) : lmoves (s1_board 0 0 (2 + c)) = [strip [(1, 1)] ([]) [(1, 1 + c)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] ([]) [(1, 1 + c)]) (repeat E (2 + c)) (Z.of_nat (2 + c) - 2).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c3_R (c : nat) : rmoves (s1_board 0 0 (2 + c)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b==0 && c>=2 *)
Lemma s1_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s1_board 0 0 (2 + c) -> fst (s1_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L c), (s1_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s1_c3_L1 c)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s1_c4_L : lmoves (s1_board 0 1 0) = [s1_board 1 0 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_R : rmoves (s1_board 0 1 0) = [s1_board 0 0 1].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b==1 && c==0 *)
Lemma s1_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 1 0 -> fst (s1_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s1_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c4_L), (s1_c4_R); cbn [map].
  pose proof (use_s1 IH 1 0 0 (opt_l _ _ _ (s1_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 0 1 (opt_r _ _ _ (s1_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c5_L : lmoves (s1_board 0 1 1) = [s1_board 1 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_R : rmoves (s1_board 0 1 1) = [s1_board 0 0 2].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b==1 && c==1 *)
Lemma s1_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 1 1 -> fst (s1_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s1_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q5] in Hc |- *.
  rewrite tf_game_eq, (s1_c5_L), (s1_c5_R); cbn [map].
  pose proof (use_s1 IH 1 0 1 (opt_l _ _ _ (s1_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 0 2 (opt_r _ _ _ (s1_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c6_L (c : nat) : lmoves (s1_board 0 1 (2 + c)) = [s1_board 1 0 (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_R (c : nat) : rmoves (s1_board 0 1 (2 + c)) = [s1_board 0 0 (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b==1 && c>=2 *)
Lemma s1_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s1_board 0 1 (2 + c) -> fst (s1_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c6_L c), (s1_c6_R c); cbn [map].
  pose proof (use_s1 IH 1 0 (2 + c) (opt_l _ _ _ (s1_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 0 (3 + c) (opt_r _ _ _ (s1_c6_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c7_L (b : nat) : lmoves (s1_board 0 (2 + b) 0) = [s1_board 1 (1 + b) 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_R (b : nat) : rmoves (s1_board 0 (2 + b) 0) = [s1_board 0 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b>=2 && c==0 *)
Lemma s1_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 0 (2 + b) 0 -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c7_L b), (s1_c7_R b); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) 0 (opt_l _ _ _ (s1_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 (1 + b) 1 (opt_r _ _ _ (s1_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p8 Ho0 ltac:(zlia)).
  rewrite (s1_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 0 (2 + b) 0 -> fst (s1_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s1_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c7_L b), (s1_c7_R b); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) 0 (opt_l _ _ _ (s1_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 (1 + b) 1 (opt_r _ _ _ (s1_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c8_L (b : nat) : lmoves (s1_board 0 (2 + b) 1) = [s1_board 1 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_R (b : nat) : rmoves (s1_board 0 (2 + b) 1) = [s1_board 0 (1 + b) 2].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b>=2 && c==1 *)
Lemma s1_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 0 (2 + b) 1 -> fst (s1_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c8_L b), (s1_c8_R b); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) 1 (opt_l _ _ _ (s1_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 (1 + b) 2 (opt_r _ _ _ (s1_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p4 Ho0 ltac:(zlia)).
  rewrite (s1_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 0 (2 + b) 1 -> fst (s1_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q5] in Hc |- *.
  rewrite tf_game_eq, (s1_c8_L b), (s1_c8_R b); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) 1 (opt_l _ _ _ (s1_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 (1 + b) 2 (opt_r _ _ _ (s1_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c9_L (b c : nat) : lmoves (s1_board 0 (2 + b) (2 + c)) = [s1_board 1 (1 + b) (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_R (b c : nat) : rmoves (s1_board 0 (2 + b) (2 + c)) = [s1_board 0 (1 + b) (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==0 && b>=2 && c>=2 *)
Lemma s1_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s1_board 0 (2 + b) (2 + c) -> fst (s1_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c9_L b c), (s1_c9_R b c); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) (2 + c) (opt_l _ _ _ (s1_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 (1 + b) (3 + c) (opt_r _ _ _ (s1_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s1_p3 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p5 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s1_board 0 (2 + b) (2 + c) -> fst (s1_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c9_L b c), (s1_c9_R b c); cbn [map].
  pose proof (use_s1 IH 1 (1 + b) (2 + c) (opt_l _ _ _ (s1_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 0 (1 + b) (3 + c) (opt_r _ _ _ (s1_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c10_L : lmoves (s1_board 1 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_R : rmoves (s1_board 1 0 0) = [strip [(0, 1)] ([]) [(1, 1)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c10_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 1)]) (repeat E 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b==0 && c==0 *)
Lemma s1_c10_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 0 0 -> fst (s1_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s1_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c10_L), (s1_c10_R); cbn [map].
  rewrite (tf_norm_blank (s1_c10_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c11_L : lmoves (s1_board 1 0 1) = [strip [(2, 1)] ([]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c11_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 0)]) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c11_R : rmoves (s1_board 1 0 1) = [strip [(0, 1)] ([]) [(1, 2)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c11_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 2)]) (repeat E 2) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b==0 && c==1 *)
Lemma s1_c11_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 0 1 -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c11_L), (s1_c11_R); cbn [map].
  rewrite (tf_norm_blank (s1_c11_L1)).
  rewrite (tf_norm_blank (s1_c11_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c12_L (c : nat) : lmoves (s1_board 1 0 (2 + c)) = [strip [(2, 1)] ([]) [(1, 1 + c)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c12_L1 (c : nat) : tf_norm (strip [(2, 1)] ([]) [(1, 1 + c)]) (repeat E (3 + c)) (Z.of_nat (2 + c) - 3).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c12_R (c : nat) : rmoves (s1_board 1 0 (2 + c)) = [strip [(0, 1)] ([]) [(1, 3 + c)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c12_R1 (c : nat) : tf_norm (strip [(0, 1)] ([]) [(1, 3 + c)]) (repeat E (3 + c)) (Z.of_nat (2 + c) + 1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 3 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b==0 && c>=2 *)
Lemma s1_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s1_board 1 0 (2 + c) -> fst (s1_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c12_L c), (s1_c12_R c); cbn [map].
  rewrite (tf_norm_blank (s1_c12_L1 c)).
  rewrite (tf_norm_blank (s1_c12_R1 c)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c13_L : lmoves (s1_board 1 1 0) = [s1_board 2 0 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_R : rmoves (s1_board 1 1 0) = [s1_board 1 0 1].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b==1 && c==0 *)
Lemma s1_c13_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 1 0 -> fst (s1_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s1_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q8] in Hc |- *.
  rewrite tf_game_eq, (s1_c13_L), (s1_c13_R); cbn [map].
  pose proof (use_s1 IH 2 0 0 (opt_l _ _ _ (s1_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 0 1 (opt_r _ _ _ (s1_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c14_L : lmoves (s1_board 1 1 1) = [s1_board 2 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_R : rmoves (s1_board 1 1 1) = [s1_board 1 0 2].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b==1 && c==1 *)
Lemma s1_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 1 1 -> fst (s1_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s1_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c14_L), (s1_c14_R); cbn [map].
  pose proof (use_s1 IH 2 0 1 (opt_l _ _ _ (s1_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 0 2 (opt_r _ _ _ (s1_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c15_L (c : nat) : lmoves (s1_board 1 1 (2 + c)) = [s1_board 2 0 (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_R (c : nat) : rmoves (s1_board 1 1 (2 + c)) = [s1_board 1 0 (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b==1 && c>=2 *)
Lemma s1_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s1_board 1 1 (2 + c) -> fst (s1_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c15_L c), (s1_c15_R c); cbn [map].
  pose proof (use_s1 IH 2 0 (2 + c) (opt_l _ _ _ (s1_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 0 (3 + c) (opt_r _ _ _ (s1_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s1_board 1 1 (2 + c) -> fst (s1_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q5] in Hc |- *.
  rewrite tf_game_eq, (s1_c15_L c), (s1_c15_R c); cbn [map].
  pose proof (use_s1 IH 2 0 (2 + c) (opt_l _ _ _ (s1_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 0 (3 + c) (opt_r _ _ _ (s1_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c16_L (b : nat) : lmoves (s1_board 1 (2 + b) 0) = [s1_board 2 (1 + b) 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_R (b : nat) : rmoves (s1_board 1 (2 + b) 0) = [s1_board 1 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b>=2 && c==0 *)
Lemma s1_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 1 (2 + b) 0 -> fst (s1_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s1_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c16_L b), (s1_c16_R b); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) 0 (opt_l _ _ _ (s1_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) 1 (opt_r _ _ _ (s1_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p7 Ho0 ltac:(zlia)).
  rewrite (s1_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s1_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 1 (2 + b) 0 -> fst (s1_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s1_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q8] in Hc |- *.
  rewrite tf_game_eq, (s1_c16_L b), (s1_c16_R b); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) 0 (opt_l _ _ _ (s1_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) 1 (opt_r _ _ _ (s1_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c17_L (b : nat) : lmoves (s1_board 1 (2 + b) 1) = [s1_board 2 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_R (b : nat) : rmoves (s1_board 1 (2 + b) 1) = [s1_board 1 (1 + b) 2].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b>=2 && c==1 *)
Lemma s1_c17_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 1 (2 + b) 1 -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c17_L b), (s1_c17_R b); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) 1 (opt_l _ _ _ (s1_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) 2 (opt_r _ _ _ (s1_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p8 Ho0 ltac:(zlia)).
  rewrite (s1_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 1 (2 + b) 1 -> fst (s1_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c17_L b), (s1_c17_R b); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) 1 (opt_l _ _ _ (s1_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) 2 (opt_r _ _ _ (s1_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c18_L (b c : nat) : lmoves (s1_board 1 (2 + b) (2 + c)) = [s1_board 2 (1 + b) (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_R (b c : nat) : rmoves (s1_board 1 (2 + b) (2 + c)) = [s1_board 1 (1 + b) (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a==1 && b>=2 && c>=2 *)
Lemma s1_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s1_board 1 (2 + b) (2 + c) -> fst (s1_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c18_L b c), (s1_c18_R b c); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) (2 + c) (opt_l _ _ _ (s1_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) (3 + c) (opt_r _ _ _ (s1_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s1_p3 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p4 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p5 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s1_board 1 (2 + b) (2 + c) -> fst (s1_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c18_L b c), (s1_c18_R b c); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) (2 + c) (opt_l _ _ _ (s1_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) (3 + c) (opt_r _ _ _ (s1_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s1_board 1 (2 + b) (2 + c) -> fst (s1_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q5] in Hc |- *.
  rewrite tf_game_eq, (s1_c18_L b c), (s1_c18_R b c); cbn [map].
  pose proof (use_s1 IH 2 (1 + b) (2 + c) (opt_l _ _ _ (s1_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (1 + b) (3 + c) (opt_r _ _ _ (s1_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c19_L (a : nat) : lmoves (s1_board (2 + a) 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_R (a : nat) : rmoves (s1_board (2 + a) 0 0) = [strip [(1 + a, 1)] ([]) [(1, 1)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c19_R1 (a : nat) : tf_norm (strip [(1 + a, 1)] ([]) [(1, 1)]) (repeat E (2 + a)) (- Z.of_nat (2 + a) + 2).
Proof. apply (tf_norm_by _ [(1 + a, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b==0 && c==0 *)
Lemma s1_c19_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) 0 0 -> fst (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c19_L a), (s1_c19_R a); cbn [map].
  rewrite (tf_norm_blank (s1_c19_R1 a)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c20_L (a : nat) : lmoves (s1_board (2 + a) 0 1) = [strip [(3 + a, 1)] ([]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c20_L1 (a : nat) : tf_norm (strip [(3 + a, 1)] ([]) [(1, 0)]) (repeat E (3 + a)) (- Z.of_nat (2 + a) - 1).
Proof. apply (tf_norm_by _ [(3 + a, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c20_R (a : nat) : rmoves (s1_board (2 + a) 0 1) = [strip [(1 + a, 1)] ([]) [(1, 2)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c20_R1 (a : nat) : tf_norm (strip [(1 + a, 1)] ([]) [(1, 2)]) (repeat E (3 + a)) (- Z.of_nat (2 + a) + 3).
Proof. apply (tf_norm_by _ [(1 + a, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b==0 && c==1 *)
Lemma s1_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) 0 1 -> fst (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c20_L a), (s1_c20_R a); cbn [map].
  rewrite (tf_norm_blank (s1_c20_L1 a)).
  rewrite (tf_norm_blank (s1_c20_R1 a)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c21_L (a c : nat) : lmoves (s1_board (2 + a) 0 (2 + c)) = [strip [(3 + a, 1)] ([]) [(1, 1 + c)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c21_L1 (a c : nat) : tf_norm (strip [(3 + a, 1)] ([]) [(1, 1 + c)]) (repeat E (4 + a + c)) (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - 2).
Proof. apply (tf_norm_by _ [(3 + a, 1)] ([]) [(1, 1 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c21_R (a c : nat) : rmoves (s1_board (2 + a) 0 (2 + c)) = [strip [(1 + a, 1)] ([]) [(1, 3 + c)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c21_R1 (a c : nat) : tf_norm (strip [(1 + a, 1)] ([]) [(1, 3 + c)]) (repeat E (4 + a + c)) (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2).
Proof. apply (tf_norm_by _ [(1 + a, 1)] ([]) [(1, 3 + c)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b==0 && c>=2 *)
Lemma s1_c21_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 0 (2 + c) -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c21_L a c), (s1_c21_R a c); cbn [map].
  rewrite (tf_norm_blank (s1_c21_L1 a c)).
  rewrite (tf_norm_blank (s1_c21_R1 a c)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c21_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 0 (2 + c) -> fst (s1_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c21_L a c), (s1_c21_R a c); cbn [map].
  rewrite (tf_norm_blank (s1_c21_L1 a c)).
  rewrite (tf_norm_blank (s1_c21_R1 a c)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 0 (2 + c) -> fst (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c21_L a c), (s1_c21_R a c); cbn [map].
  rewrite (tf_norm_blank (s1_c21_L1 a c)).
  rewrite (tf_norm_blank (s1_c21_R1 a c)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c22_L (a : nat) : lmoves (s1_board (2 + a) 1 0) = [s1_board (3 + a) 0 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c22_R (a : nat) : rmoves (s1_board (2 + a) 1 0) = [s1_board (2 + a) 0 1].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b==1 && c==0 *)
Lemma s1_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) 1 0 -> fst (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q7] in Hc |- *.
  rewrite tf_game_eq, (s1_c22_L a), (s1_c22_R a); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 0 (opt_l _ _ _ (s1_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 1 (opt_r _ _ _ (s1_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c23_L (a : nat) : lmoves (s1_board (2 + a) 1 1) = [s1_board (3 + a) 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c23_R (a : nat) : rmoves (s1_board (2 + a) 1 1) = [s1_board (2 + a) 0 2].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b==1 && c==1 *)
Lemma s1_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) 1 1 -> fst (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q7] in Hc |- *.
  rewrite tf_game_eq, (s1_c23_L a), (s1_c23_R a); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 1 (opt_l _ _ _ (s1_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 2 (opt_r _ _ _ (s1_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c23_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) 1 1 -> fst (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q8] in Hc |- *.
  rewrite tf_game_eq, (s1_c23_L a), (s1_c23_R a); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 1 (opt_l _ _ _ (s1_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 2 (opt_r _ _ _ (s1_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c24_L (a c : nat) : lmoves (s1_board (2 + a) 1 (2 + c)) = [s1_board (3 + a) 0 (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_R (a c : nat) : rmoves (s1_board (2 + a) 1 (2 + c)) = [s1_board (2 + a) 0 (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b==1 && c>=2 *)
Lemma s1_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 1 (2 + c) -> fst (s1_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c24_L a c), (s1_c24_R a c); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s1_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s1_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 1 (2 + c) -> fst (s1_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c24_L a c), (s1_c24_R a c); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s1_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s1_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 1 (2 + c) -> fst (s1_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q5] in Hc |- *.
  rewrite tf_game_eq, (s1_c24_L a c), (s1_c24_R a c); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s1_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s1_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c24_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 1 (2 + c) -> fst (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q7] in Hc |- *.
  rewrite tf_game_eq, (s1_c24_L a c), (s1_c24_R a c); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s1_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s1_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s1_board (2 + a) 1 (2 + c) -> fst (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q8] in Hc |- *.
  rewrite tf_game_eq, (s1_c24_L a c), (s1_c24_R a c); cbn [map].
  pose proof (use_s1 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s1_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s1_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c25_L (a b : nat) : lmoves (s1_board (2 + a) (2 + b) 0) = [s1_board (3 + a) (1 + b) 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c25_R (a b : nat) : rmoves (s1_board (2 + a) (2 + b) 0) = [s1_board (2 + a) (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b>=2 && c==0 *)
Lemma s1_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board (2 + a) (2 + b) 0 -> fst (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c25_L a b), (s1_c25_R a b); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 0 (opt_l _ _ _ (s1_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) 1 (opt_r _ _ _ (s1_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s1_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board (2 + a) (2 + b) 0 -> fst (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q7] in Hc |- *.
  rewrite tf_game_eq, (s1_c25_L a b), (s1_c25_R a b); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 0 (opt_l _ _ _ (s1_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) 1 (opt_r _ _ _ (s1_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c26_L (a b : nat) : lmoves (s1_board (2 + a) (2 + b) 1) = [s1_board (3 + a) (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c26_R (a b : nat) : rmoves (s1_board (2 + a) (2 + b) 1) = [s1_board (2 + a) (1 + b) 2].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b>=2 && c==1 *)
Lemma s1_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board (2 + a) (2 + b) 1 -> fst (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c26_L a b), (s1_c26_R a b); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 1 (opt_l _ _ _ (s1_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) 2 (opt_r _ _ _ (s1_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s1_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s1_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board (2 + a) (2 + b) 1 -> fst (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q7] in Hc |- *.
  rewrite tf_game_eq, (s1_c26_L a b), (s1_c26_R a b); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 1 (opt_l _ _ _ (s1_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) 2 (opt_r _ _ _ (s1_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board (2 + a) (2 + b) 1 -> fst (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q8] in Hc |- *.
  rewrite tf_game_eq, (s1_c26_L a b), (s1_c26_R a b); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) 1 (opt_l _ _ _ (s1_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) 2 (opt_r _ _ _ (s1_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c27_L (a b c : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c)) = [s1_board (3 + a) (1 + b) (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c27_R (a b c : nat) : rmoves (s1_board (2 + a) (2 + b) (2 + c)) = [s1_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = _^a T _^b F _^c on a>=2 && b>=2 && c>=2 *)
Lemma s1_c27_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p8 Ho0 ltac:(zlia)).
  rewrite (s1_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 3)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 1)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s1_p3 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p4 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p5 Ho0 ltac:(zlia)).
    rewrite (s1_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q3] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q4] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s1_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q5] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q6] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s1_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s1_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s1_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s1_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q7] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c27_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board (2 + a) (2 + b) (2 + c) -> fst (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s1_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s1_q8] in Hc |- *.
  rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
  pose proof (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* ------------------------------------------------------------------ *)
(* The induction steps, piece by piece                                *)

Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) : s1_claim x.
Proof.
  intros a b c Hx. unfold s1_pieces.
  apply holds_cons; [intros Hc; cbn [fst s1_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s1_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s1_c7_p1 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c11_p1 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c17_p1 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c21_p1 x IH a c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c27_p1 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c2_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c3_p2 x IH c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c8_p2 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c9_p2 x IH b c Hx Hc)]] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c12_p2 x IH c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c18_p2 x IH b c Hx Hc)]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c21_p2 x IH a c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c27_p2 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c6_p3 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c9_p3 x IH b c Hx Hc)]] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c15_p3 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c18_p3 x IH b c Hx Hc)]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c24_p3 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c27_p3 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q4] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s1_c4_p4 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s1_c7_p4 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c14_p4 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c17_p4 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c24_p4 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c27_p4 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q5] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c5_p5 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c8_p5 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c15_p5 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c18_p5 x IH b c Hx Hc)]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c24_p5 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s1_c27_p5 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q6] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s1_c10_p6 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s1_c16_p6 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s1_c19_p6 x IH a Hx Hc) | exact (s1_c20_p6 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c21_p6 x IH a c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s1_c25_p6 x IH a b Hx Hc) | exact (s1_c26_p6 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c27_p6 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q7] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s1_c22_p7 x IH a Hx Hc) | exact (s1_c23_p7 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c24_p7 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s1_c25_p7 x IH a b Hx Hc) | exact (s1_c26_p7 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c27_p7 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q8] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s1_c13_p8 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s1_c16_p8 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c23_p8 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c24_p8 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s1_c26_p8 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s1_c27_p8 x IH a b c Hx Hc)]]]|].
  apply holds_nil.
Qed.

Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  exact Hs1.
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a b c : nat) : holds (s1_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s1_board a b c)).
Proof. exact ((all_values_hold _) a b c eq_refl). Qed.

Definition family_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.  (* _^a T _^b F _^c *)
Definition family_value (a b c : Z) : game := select [
  (((a - c =? 0) && ((b) mod 2 =? 0))%Z, int 0);
  (((1 <=? - a + c) && ((b) mod 2 =? 0))%Z, int (- a + c - 1));
  (((2 <=? - a + c) && ((b) mod 2 =? 1))%Z, int (- a + c - 1));
  (((a - c =? 0) && ((b) mod 2 =? 1))%Z, nstar (int 0));
  (((- a + c =? 1) && ((b) mod 2 =? 1))%Z, dyadic 1 1);
  (((1 <=? a - c) && ((b) mod 2 =? 0))%Z, int (- a + c + 1));
  (((2 <=? a - c) && ((b) mod 2 =? 1))%Z, int (- a + c + 1));
  (((a - c =? 1) && ((b) mod 2 =? 1))%Z, dyadic (-1) 1)].
Lemma family_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ (b) mod 2 = 0)%Z -> family_value a b c = int 0.
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 0. Qed.
Lemma family_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + c >= 1 /\ (b) mod 2 = 0)%Z -> family_value a b c = int (- a + c - 1).
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 1. Qed.
Lemma family_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + c >= 2 /\ (b) mod 2 = 1)%Z -> family_value a b c = int (- a + c - 1).
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 2. Qed.
Lemma family_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ (b) mod 2 = 1)%Z -> family_value a b c = nstar (int 0).
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 3. Qed.
Lemma family_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + c = 1 /\ (b) mod 2 = 1)%Z -> family_value a b c = dyadic 1 1.
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 4. Qed.
Lemma family_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c >= 1 /\ (b) mod 2 = 0)%Z -> family_value a b c = int (- a + c + 1).
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 5. Qed.
Lemma family_p7 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c >= 2 /\ (b) mod 2 = 1)%Z -> family_value a b c = int (- a + c + 1).
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 6. Qed.
Lemma family_p8 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 1 /\ (b) mod 2 = 1)%Z -> family_value a b c = dyadic (-1) 1.
Proof. intros Ha Hb Hc H. unfold family_value. select_piece 7. Qed.
Theorem B11 : forall a b c, tf_game (family_board a b c) == family_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family_board a b c) with (s1_board a b c) by (unfold family_board, s1_board; board_eq).
  pose proof (all_s1 a b c) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p2 Ho0 ltac:(zlia)).
    rewrite (family_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p2 Ho0 ltac:(zlia)).
    rewrite (family_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p4 Ho0 ltac:(zlia)).
    rewrite (family_p4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s1_p5 Ho0 ltac:(zlia)).
    rewrite (family_p5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p3 Ho0 ltac:(zlia)).
    rewrite (family_p3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p1 Ho0 ltac:(zlia)).
      rewrite (family_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p4 Ho0 ltac:(zlia)).
      rewrite (family_p4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p2 Ho0 ltac:(zlia)).
      rewrite (family_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p5 Ho0 ltac:(zlia)).
      rewrite (family_p5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p2 Ho0 ltac:(zlia)).
      rewrite (family_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p3 Ho0 ltac:(zlia)).
      rewrite (family_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    rewrite (s1_p6 Ho0 ltac:(zlia)).
    rewrite (family_p6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p2 Ho0 ltac:(zlia)).
    rewrite (family_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p8 Ho0 ltac:(zlia)).
    rewrite (family_p8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p4 Ho0 ltac:(zlia)).
    rewrite (family_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p3 Ho0 ltac:(zlia)).
      rewrite (family_p3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p5 Ho0 ltac:(zlia)).
      rewrite (family_p5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p6 Ho0 ltac:(zlia)).
      rewrite (family_p6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p8 Ho0 ltac:(zlia)).
      rewrite (family_p8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p1 Ho0 ltac:(zlia)).
      rewrite (family_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p4 Ho0 ltac:(zlia)).
      rewrite (family_p4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + c) >= 3)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s1_p2 Ho0 ltac:(zlia)).
      rewrite (family_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p3 Ho0 ltac:(zlia)).
      rewrite (family_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p5 Ho0 ltac:(zlia)).
      rewrite (family_p5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    rewrite (s1_p6 Ho0 ltac:(zlia)).
    rewrite (family_p6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p6 Ho0 ltac:(zlia)).
    rewrite (family_p6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s1_p1 Ho0 ltac:(zlia)).
      rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p2 Ho0 ltac:(zlia)).
      rewrite (family_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p6 Ho0 ltac:(zlia)).
      rewrite (family_p6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    rewrite (s1_p7 Ho0 ltac:(zlia)).
    rewrite (family_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p7 Ho0 ltac:(zlia)).
      rewrite (family_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p8 Ho0 ltac:(zlia)).
      rewrite (family_p8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]].
    {
      rewrite (s1_p3 Ho0 ltac:(zlia)).
      rewrite (family_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p4 Ho0 ltac:(zlia)).
      rewrite (family_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s1_p5 Ho0 ltac:(zlia)).
      rewrite (family_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p7 Ho0 ltac:(zlia)).
      rewrite (family_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p8 Ho0 ltac:(zlia)).
      rewrite (family_p8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p6 Ho0 ltac:(zlia)).
      rewrite (family_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p7 Ho0 ltac:(zlia)).
      rewrite (family_p7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ (Z.of_nat (2 + a) >= 3 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z \/ (Z.of_nat (2 + a) = 2 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s1_p6 Ho0 ltac:(zlia)).
      rewrite (family_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p7 Ho0 ltac:(zlia)).
      rewrite (family_p7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p8 Ho0 ltac:(zlia)).
      rewrite (family_p8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ (Z.of_nat (2 + b)) mod 2 = 0)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat (2 + b)) mod 2 = 0)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 1 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ (Z.of_nat (2 + b)) mod 2 = 0)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ (Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]]]].
    {
      rewrite (s1_p1 Ho0 ltac:(zlia)).
      rewrite (family_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p2 Ho0 ltac:(zlia)).
      rewrite (family_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p3 Ho0 ltac:(zlia)).
      rewrite (family_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p4 Ho0 ltac:(zlia)).
      rewrite (family_p4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s1_p5 Ho0 ltac:(zlia)).
      rewrite (family_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p6 Ho0 ltac:(zlia)).
      rewrite (family_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p7 Ho0 ltac:(zlia)).
      rewrite (family_p7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
    {
      rewrite (s1_p8 Ho0 ltac:(zlia)).
      rewrite (family_p8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      num_cmp.
    }
  }
Qed.

Print Assumptions B11.
