(* Toads-and-Frogs boards as the exporter writes them: the dead pieces at the
   ends that its normalisation drops (a frog block at the start, a toad block
   at the end: they never move and no piece can use their squares), empty
   strips, and the measure of an option named by its place in a move list. *)

From Coq Require Import List Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Numbers ToadsFrogs.
Local Open Scope nat_scope.

Definition dead_ends (p q : nat) (b : board) : board := repeat F p ++ b ++ repeat T q.

Lemma tf_game_toads_last q b : tf_game (b ++ repeat T q) = tf_game b.
Proof.
  revert b. induction q as [|q IH]; intros b; simpl.
  - rewrite app_nil_r. reflexivity.
  - replace (b ++ T :: repeat T q) with ((b ++ [T]) ++ repeat T q) by (rewrite <- app_assoc; reflexivity).
    rewrite IH. apply tf_game_toad_last.
Qed.

Lemma tf_game_dead_ends p q b : tf_game (dead_ends p q b) = tf_game b.
Proof.
  unfold dead_ends. induction p as [|p IH]; simpl.
  - apply tf_game_toads_last.
  - rewrite tf_game_frog_first. exact IH.
Qed.

Lemma meas_toads_last q b : meas b <= meas (b ++ repeat T q).
Proof.
  revert b. induction q as [|q IH]; intros b; simpl.
  - rewrite app_nil_r. lia.
  - replace (b ++ T :: repeat T q) with ((b ++ [T]) ++ repeat T q) by (rewrite <- app_assoc; reflexivity).
    pose proof (IH (b ++ [T])). pose proof (meas_toad_last b). lia.
Qed.

Lemma meas_dead_ends p q b : meas b <= meas (dead_ends p q b).
Proof.
  unfold dead_ends. induction p as [|p IH]; simpl.
  - apply meas_toads_last.
  - pose proof (meas_frog_first (repeat F p ++ b ++ repeat T q)). simpl in H. lia.
Qed.

Lemma moves_blank head n :
  (forall m, head (E :: repeat E m) = []) -> moves head (repeat E n) = [].
Proof.
  intros H. induction n as [|n IH]; [reflexivity|].
  change (repeat E (S n)) with (E :: repeat E n). rewrite moves_cons, H, IH. reflexivity.
Qed.

(* A strip with no piece is worth 0. *)
Lemma tf_game_blank n : tf_game (repeat E n) == int 0.
Proof.
  rewrite tf_game_eq. unfold lmoves, rmoves.
  rewrite !moves_blank by (intros [|[|m]]; reflexivity).
  reflexivity.
Qed.

(* An option of x listed by a move lemma is below x in the measure; also
   with its dead ends dropped.  The membership is proved by its place in the
   list: cbn [In]; do k right; left; reflexivity. *)
Lemma opt_l x y l : lmoves x = l -> In y l -> meas y < meas x.
Proof. intros H1 H2. apply lmoves_meas. rewrite H1. exact H2. Qed.

Lemma opt_r x y l : rmoves x = l -> In y l -> meas y < meas x.
Proof. intros H1 H2. apply rmoves_meas. rewrite H1. exact H2. Qed.

Lemma opt_l_dead x p q y l : lmoves x = l -> In (dead_ends p q y) l -> meas y < meas x.
Proof. intros H1 H2. pose proof (meas_dead_ends p q y). pose proof (opt_l _ _ _ H1 H2). lia. Qed.

Lemma opt_r_dead x p q y l : rmoves x = l -> In (dead_ends p q y) l -> meas y < meas x.
Proof. intros H1 H2. pose proof (meas_dead_ends p q y). pose proof (opt_r _ _ _ H1 H2). lia. Qed.

(* Move lemmas of boards written with dead_ends. *)
Ltac tf_options_dead := unfold dead_ends; tf_options.
