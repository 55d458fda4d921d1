(* The normalisation of Toads-and-Frogs positions that cgprove's state
   systems use, proved:

     X T^x E^y  ==  X E^y + x*y      (Terminal Toads, x times)
     E^y F^x X  ==  E^y X - x*y      (its mirror image: terminal frogs)

   [tf_norm b b' c] says b == b' + c, with b' no higher in the measure,
   so that the induction hypothesis of a family proof applies to b'.
   [tf_norm_strip] strips a prefix of blank and frog blocks and a suffix
   of toad and blank blocks from a board in one step; the exported proofs
   name every option of a state that way.

   The mirror image (board reversed, toads and frogs exchanged) is the
   negative: tf_game (mirror b) == neg (tf_game b). *)

From Coq Require Import List Arith ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers ToadsFrogs TfBlocks TerminalToads.
Local Open Scope nat_scope.

(* ------------------------------------------------------------------ *)
(* The mirror image                                                     *)

Definition swap (c : cell) : cell := match c with T => F | F => T | E => E end.
Definition mirror (b : board) : board := rev (map swap b).

Lemma mirror_app a b : mirror (a ++ b) = mirror b ++ mirror a.
Proof. unfold mirror. rewrite map_app, rev_app_distr. reflexivity. Qed.

Lemma mirror_mirror b : mirror (mirror b) = b.
Proof.
  unfold mirror. rewrite map_rev, rev_involutive, map_map.
  induction b as [|[] b IH]; simpl; f_equal; auto.
Qed.

Lemma mirror_blank n : mirror (repeat E n) = repeat E n.
Proof.
  unfold mirror. induction n as [|n IH]; [reflexivity|].
  change (repeat E (S n)) with ([E] ++ repeat E n). rewrite map_app, rev_app_distr, IH.
  simpl. rewrite <- repeat_shift, app_nil_r. reflexivity.
Qed.

(* Every move rewrites one window: b = Y ++ w ++ r becomes Y ++ w' ++ r. *)
Lemma in_moves_window head R b x :
  (forall q x, In x (head q) -> exists w w' r, In (w, w') R /\ q = w ++ r /\ x = w' ++ r) ->
  (forall w w' r, In (w, w') R -> In (w' ++ r) (head (w ++ r))) ->
  (forall w w', In (w, w') R -> w <> []) ->
  In x (moves head b) <-> exists Y w w' r, In (w, w') R /\ b = Y ++ w ++ r /\ x = Y ++ w' ++ r.
Proof.
  intros Hrules Hhead Hne. split.
  - revert x. induction b as [|c b IH]; intros x H; [contradiction|].
    rewrite moves_cons in H. apply in_app_iff in H as [H|H].
    + apply Hrules in H as [w [w' [r [Hw [Hq ->]]]]]. exists [], w, w', r. auto.
    + apply in_map_iff in H as [y [<- Hy]]. apply IH in Hy as [Y [w [w' [r [Hw [-> ->]]]]]].
      exists (c :: Y), w, w', r. auto.
  - intros [Y [w [w' [r [Hw [-> ->]]]]]]. apply moves_app_r.
    destruct w as [|c w]; [exfalso; exact (Hne _ _ Hw eq_refl)|].
    change ((c :: w) ++ r) with (c :: (w ++ r)). rewrite moves_cons. apply in_app_iff. left.
    apply (Hhead (c :: w) w' r Hw).
Qed.

Lemma in_lmoves_window b x :
  In x (lmoves b) <-> exists Y w w' r, In (w, w') lrules /\ b = Y ++ w ++ r /\ x = Y ++ w' ++ r.
Proof.
  apply in_moves_window; auto using lhead_rules, lrules_head.
  simpl. intros w w' [H|[H|[]]]; injection H as <- <-; discriminate.
Qed.

Lemma in_rmoves_window b x :
  In x (rmoves b) <-> exists Y w w' r, In (w, w') rrules /\ b = Y ++ w ++ r /\ x = Y ++ w' ++ r.
Proof.
  apply in_moves_window; auto using rhead_rules, rrules_head.
  simpl. intros w w' [H|[H|[]]]; injection H as <- <-; discriminate.
Qed.

Lemma lrules_mirror w w' : In (w, w') lrules -> In (mirror w, mirror w') rrules.
Proof. simpl. intros [H|[H|[]]]; injection H as <- <-; simpl; auto. Qed.

Lemma rrules_mirror w w' : In (w, w') rrules -> In (mirror w, mirror w') lrules.
Proof. simpl. intros [H|[H|[]]]; injection H as <- <-; simpl; auto. Qed.

(* A window move seen in the mirror. *)
Lemma window_mirror R R' b x :
  (forall w w', In (w, w') R -> In (mirror w, mirror w') R') ->
  (exists Y w w' r, In (w, w') R /\ b = Y ++ w ++ r /\ x = Y ++ w' ++ r) ->
  exists Y w w' r, In (w, w') R' /\ mirror b = Y ++ w ++ r /\ mirror x = Y ++ w' ++ r.
Proof.
  intros HR [Y [w [w' [r [Hw [-> ->]]]]]].
  exists (mirror r), (mirror w), (mirror w'), (mirror Y). rewrite !mirror_app, <- !app_assoc. auto.
Qed.

Lemma in_lmoves_mirror b x : In x (lmoves (mirror b)) <-> In (mirror x) (rmoves b).
Proof.
  rewrite in_lmoves_window, in_rmoves_window. split; intros H.
  - rewrite <- (mirror_mirror b). exact (window_mirror _ _ _ _ lrules_mirror H).
  - rewrite <- (mirror_mirror x). exact (window_mirror _ _ _ _ rrules_mirror H).
Qed.

Lemma in_rmoves_mirror b x : In x (rmoves (mirror b)) <-> In (mirror x) (lmoves b).
Proof.
  rewrite in_lmoves_window, in_rmoves_window. split; intros H.
  - rewrite <- (mirror_mirror b). exact (window_mirror _ _ _ _ rrules_mirror H).
  - rewrite <- (mirror_mirror x). exact (window_mirror _ _ _ _ lrules_mirror H).
Qed.

Theorem tf_game_mirror b : tf_game (mirror b) == neg (tf_game b).
Proof.
  induction b as [b IH] using board_ind.
  rewrite (tf_game_eq (mirror b)), (tf_game_eq b). simpl neg.
  apply eqv_options; simpl; intros g Hg; apply in_map_iff in Hg as [y [<- Hy]].
  - apply in_lmoves_mirror in Hy. exists (neg (tf_game (mirror y))). split.
    + apply in_map. apply in_map. exact Hy.
    + rewrite <- (mirror_mirror y) at 1. apply IH. apply rmoves_meas. exact Hy.
  - apply in_map_iff in Hy as [z [<- Hz]]. exists (tf_game (mirror z)). split.
    + apply in_map. apply in_lmoves_mirror. rewrite mirror_mirror. exact Hz.
    + apply IH. apply rmoves_meas. exact Hz.
  - apply in_rmoves_mirror in Hy. exists (neg (tf_game (mirror y))). split.
    + apply in_map. apply in_map. exact Hy.
    + rewrite <- (mirror_mirror y) at 1. apply IH. apply lmoves_meas. exact Hy.
  - apply in_map_iff in Hy as [z [<- Hz]]. exists (tf_game (mirror z)). split.
    + apply in_map. apply in_rmoves_mirror. rewrite mirror_mirror. exact Hz.
    + apply IH. apply lmoves_meas. exact Hz.
Qed.

(* The mirror image of Terminal Toads: a frog with only empty squares to
   its left is worth one move (for Right) per square. *)
Theorem terminal_frogs X n :
  tf_game (repeat E n ++ F :: X) == add (tf_game (repeat E n ++ X)) (int (- Z.of_nat n)).
Proof.
  assert (H1 : repeat E n ++ F :: X = mirror (mirror X ++ T :: repeat E n)).
  { rewrite mirror_app. change (T :: repeat E n) with ([T] ++ repeat E n).
    rewrite mirror_app, mirror_blank, mirror_mirror, <- app_assoc. reflexivity. }
  assert (H2 : repeat E n ++ X = mirror (mirror X ++ repeat E n)).
  { rewrite mirror_app, mirror_blank, mirror_mirror. reflexivity. }
  rewrite H1, H2, !tf_game_mirror, terminal_toads, neg_add, neg_int. reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* The measure of a board cut in two                                    *)

Fixpoint toads (b : board) : nat :=
  match b with [] => 0 | T :: r => S (toads r) | _ :: r => toads r end.

Lemma frogs_app a b : frogs (a ++ b) = frogs a + frogs b.
Proof. induction a as [|[] a IH]; simpl; lia. Qed.

Lemma meas_app a b : meas (a ++ b) = meas a + meas b + toads a * length b + length a * frogs b.
Proof.
  induction a as [|c a IH]; simpl; [lia|].
  rewrite app_length, frogs_app, IH. destruct c; simpl; nia.
Qed.

Lemma blank_counts n : meas (repeat E n) = 0 /\ frogs (repeat E n) = 0 /\ toads (repeat E n) = 0.
Proof. induction n as [|n IH]; simpl; lia. Qed.

Lemma meas_terminal_toad X n : meas (X ++ repeat E n) <= meas (X ++ T :: repeat E n).
Proof.
  rewrite !meas_app. simpl. rewrite repeat_length. pose proof (blank_counts n). nia.
Qed.

Lemma meas_terminal_frog X n : meas (repeat E n ++ X) <= meas (repeat E n ++ F :: X).
Proof.
  rewrite !meas_app. simpl. pose proof (blank_counts n). nia.
Qed.

(* ------------------------------------------------------------------ *)
(* b == b' + c, b' no higher in the measure                             *)

Definition tf_norm (b b' : board) (c : Z) : Prop :=
  tf_game b == add (tf_game b') (int c) /\ meas b' <= meas b.

Lemma tf_norm_refl b : tf_norm b b 0.
Proof. split; [symmetry; apply add_zero_r | lia]. Qed.

Lemma tf_norm_trans b1 b2 b3 c1 c2 : tf_norm b1 b2 c1 -> tf_norm b2 b3 c2 -> tf_norm b1 b3 (c1 + c2).
Proof.
  intros [H1 M1] [H2 M2]. split; [|lia].
  rewrite H1, H2, add_assoc, int_add, Z.add_comm. reflexivity.
Qed.

Lemma tf_norm_toad X n : tf_norm (X ++ T :: repeat E n) (X ++ repeat E n) (Z.of_nat n).
Proof. split; [apply terminal_toads | apply meas_terminal_toad]. Qed.

Lemma tf_norm_frog X n : tf_norm (repeat E n ++ F :: X) (repeat E n ++ X) (- Z.of_nat n).
Proof. split; [apply terminal_frogs | apply meas_terminal_frog]. Qed.

Lemma tf_norm_toad_block X x y :
  tf_norm (X ++ repeat T x ++ repeat E y) (X ++ repeat E y) (Z.of_nat x * Z.of_nat y).
Proof.
  induction x as [|x IH]; [apply tf_norm_refl|].
  replace (X ++ repeat T (S x) ++ repeat E y) with ((X ++ repeat T x) ++ T :: repeat E y)
    by (rewrite <- app_assoc; f_equal; simpl; rewrite repeat_shift; reflexivity).
  replace (Z.of_nat (S x) * Z.of_nat y)%Z with (Z.of_nat y + Z.of_nat x * Z.of_nat y)%Z by lia.
  eapply tf_norm_trans; [apply tf_norm_toad|]. rewrite <- app_assoc. exact IH.
Qed.

Lemma tf_norm_frog_block y x Z :
  tf_norm (repeat E y ++ repeat F x ++ Z) (repeat E y ++ Z) (- (Z.of_nat x * Z.of_nat y)).
Proof.
  induction x as [|x IH]; [simpl; replace (- 0)%Z with 0%Z by lia; apply tf_norm_refl|].
  replace (- (Z.of_nat (S x) * Z.of_nat y))%Z with (- Z.of_nat y + - (Z.of_nat x * Z.of_nat y))%Z by lia.
  eapply tf_norm_trans; [apply tf_norm_frog|]. exact IH.
Qed.

(* ------------------------------------------------------------------ *)
(* Stripping blocks at both ends                                        *)

(* E^y1 F^x1 E^y2 F^x2 ...  from the pairs (y1, x1); (y2, x2); ... *)
Fixpoint fprefix (ps : list (nat * nat)) : board :=
  match ps with [] => [] | (y, x) :: ps => repeat E y ++ repeat F x ++ fprefix ps end.
Fixpoint fblanks (ps : list (nat * nat)) : nat :=
  match ps with [] => 0 | (y, _) :: ps => y + fblanks ps end.
(* Each frog block is worth minus its length times the blanks to its left
   (acc of them before the prefix). *)
Fixpoint fvalue (acc : nat) (ps : list (nat * nat)) : Z :=
  match ps with
  | [] => 0
  | (y, x) :: ps => (- (Z.of_nat x * Z.of_nat (acc + y)) + fvalue (acc + y) ps)%Z
  end.

(* T^x1 E^y1 T^x2 E^y2 ...  from the pairs (x1, y1); (x2, y2); ... *)
Fixpoint tsuffix (ss : list (nat * nat)) : board :=
  match ss with [] => [] | (x, y) :: ss => repeat T x ++ repeat E y ++ tsuffix ss end.
Fixpoint tblanks (ss : list (nat * nat)) : nat :=
  match ss with [] => 0 | (_, y) :: ss => y + tblanks ss end.
(* Each toad block is worth its length times the blanks to its right. *)
Fixpoint tvalue (ss : list (nat * nat)) : Z :=
  match ss with [] => 0 | (x, y) :: ss => (Z.of_nat x * Z.of_nat (y + tblanks ss) + tvalue ss)%Z end.

Definition strip (ps : list (nat * nat)) (core : board) (ss : list (nat * nat)) : board :=
  fprefix ps ++ core ++ tsuffix ss.

Lemma tf_norm_suffix X ss : tf_norm (X ++ tsuffix ss) (X ++ repeat E (tblanks ss)) (tvalue ss).
Proof.
  revert X. induction ss as [|[x y] ss IH]; intros X; [apply tf_norm_refl|].
  simpl tsuffix. simpl tblanks. simpl tvalue.
  rewrite Z.add_comm. eapply tf_norm_trans.
  - replace (X ++ repeat T x ++ repeat E y ++ tsuffix ss) with ((X ++ repeat T x ++ repeat E y) ++ tsuffix ss)
      by (rewrite <- !app_assoc; reflexivity).
    apply IH.
  - rewrite <- !app_assoc, <- repeat_app. apply tf_norm_toad_block.
Qed.

Lemma tf_norm_prefix acc ps Z :
  tf_norm (repeat E acc ++ fprefix ps ++ Z) (repeat E (acc + fblanks ps) ++ Z) (fvalue acc ps).
Proof.
  revert acc. induction ps as [|[y x] ps IH]; intros acc.
  - simpl. rewrite Nat.add_0_r. apply tf_norm_refl.
  - simpl fprefix. simpl fblanks. simpl fvalue. eapply tf_norm_trans.
    + replace (repeat E acc ++ (repeat E y ++ repeat F x ++ fprefix ps) ++ Z)
        with (repeat E (acc + y) ++ repeat F x ++ fprefix ps ++ Z)
        by (rewrite repeat_app, <- !app_assoc; reflexivity).
      apply tf_norm_frog_block.
    + rewrite Nat.add_assoc. apply IH.
Qed.

Theorem tf_norm_strip ps core ss :
  tf_norm (strip ps core ss) (repeat E (fblanks ps) ++ core ++ repeat E (tblanks ss)) (fvalue 0 ps + tvalue ss).
Proof.
  eapply tf_norm_trans.
  - apply (tf_norm_prefix 0 ps (core ++ tsuffix ss)).
  - simpl. rewrite app_assoc, (app_assoc _ core). apply tf_norm_suffix.
Qed.

(* The form the exported proofs use: the stripped board is the state's
   board (proved by board_eq) and the offset its affine formula (by lia). *)
Lemma tf_norm_by b ps core ss b' c :
  b = strip ps core ss -> repeat E (fblanks ps) ++ core ++ repeat E (tblanks ss) = b' ->
  (fvalue 0 ps + tvalue ss)%Z = c -> tf_norm b b' c.
Proof. intros -> <- <-. apply tf_norm_strip. Qed.

Lemma tf_norm_game {b b' c} : tf_norm b b' c -> tf_game b == add (tf_game b') (int c).
Proof. intros [H _]. exact H. Qed.

Lemma tf_norm_game0 {b b'} : tf_norm b b' 0 -> tf_game b == tf_game b'.
Proof. intros [H _]. rewrite H. apply add_zero_r. Qed.

Lemma tf_norm_blank {b n c} : tf_norm b (repeat E n) c -> tf_game b == int c.
Proof. intros [H _]. rewrite H, tf_game_blank, int_add. reflexivity. Qed.

(* The stripped option of a move is below the position in the measure. *)
Lemma opt_norm_l x b b' c l : lmoves x = l -> In b l -> tf_norm b b' c -> (meas b' < meas x)%nat.
Proof. intros H1 H2 [_ H3]. pose proof (opt_l _ _ _ H1 H2). lia. Qed.

Lemma opt_norm_r x b b' c l : rmoves x = l -> In b l -> tf_norm b b' c -> (meas b' < meas x)%nat.
Proof. intros H1 H2 [_ H3]. pose proof (opt_r _ _ _ H1 H2). lia. Qed.

(* Board equalities of the stripped boards: block lengths are sums of
   parameters and constants. *)
Ltac strip_board_eq :=
  cbn [fblanks tblanks fprefix tsuffix strip];
  rewrite ?Nat.add_0_r, ?Nat.add_assoc, ?repeat_app; board_eq.

(* The offset: the nat arithmetic of fvalue and tvalue against a formula. *)
Ltac strip_offset := cbn [fvalue tvalue fblanks tblanks]; lia.
