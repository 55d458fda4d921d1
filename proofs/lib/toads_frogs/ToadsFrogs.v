(* The rules of Toads-and-Frogs and the value of a position.

   A board is a strip of squares, read left to right: T (a toad), F (a frog)
   or E (empty).  Left moves a toad one square right into an empty square,
   or jumps it over exactly one frog into the empty square beyond.  Right
   moves a frog one square left into an empty square, or jumps it over
   exactly one toad into the empty square beyond.

   [lmoves b] lists the boards Left can move to, [rmoves b] those of Right;
   a toad's move is found at the toad's square (lhead), a frog's at the
   square it lands on (rhead), so both lists are in board order.
   [tf_game b] is the game {lmoves | rmoves}, recursively; [tf_game_eq]
   states exactly that.  It is defined with fuel meas b + 1, where the
   measure [meas] (squares to the right of each toad plus squares to the
   left of each frog) drops with every move. *)

From Coq Require Import List Arith Lia.
Import ListNotations.
From CGProve Require Import Games.

Inductive cell : Type := T | F | E.
Definition board := list cell.

(* The moves of the piece at the head of a board. *)
Definition lhead (b : board) : list board :=
  match b with
  | T :: E :: r => [E :: T :: r]
  | T :: F :: E :: r => [E :: F :: T :: r]
  | _ => []
  end.

Definition rhead (b : board) : list board :=
  match b with
  | E :: F :: r => [F :: E :: r]
  | E :: T :: F :: r => [F :: T :: E :: r]
  | _ => []
  end.

(* All moves: those at the head, then those further right. *)
Fixpoint moves (head : board -> list board) (b : board) : list board :=
  match b with
  | [] => []
  | c :: r => head b ++ map (cons c) (moves head r)
  end.

Definition lmoves (b : board) : list board := moves lhead b.
Definition rmoves (b : board) : list board := moves rhead b.

(* ------------------------------------------------------------------ *)
(* The measure                                                         *)

Fixpoint frogs (b : board) : nat :=
  match b with [] => 0 | F :: r => S (frogs r) | _ :: r => frogs r end.

(* Squares right of each toad, plus squares left of each frog (each square
   counts the frogs after it). *)
Fixpoint meas (b : board) : nat :=
  match b with
  | [] => 0
  | c :: r => (match c with T => length r | _ => 0 end) + frogs r + meas r
  end.

Definition smaller (b b' : board) : Prop :=
  length b' = length b /\ frogs b' = frogs b /\ meas b' < meas b.

Lemma smaller_cons c r r' : smaller r r' -> smaller (c :: r) (c :: r').
Proof.
  intros [H1 [H2 H3]]. unfold smaller. simpl.
  destruct c; simpl; repeat split; lia.
Qed.

Lemma moves_smaller head :
  (forall b b', In b' (head b) -> smaller b b') ->
  forall b b', In b' (moves head b) -> smaller b b'.
Proof.
  intros Hhead b. induction b as [|c r IH]; simpl; [tauto|].
  intros b' Hb. apply in_app_iff in Hb as [Hb|Hb]; auto.
  apply in_map_iff in Hb as [r' [<- Hr']]. apply smaller_cons; auto.
Qed.

Lemma lhead_smaller b b' : In b' (lhead b) -> smaller b b'.
Proof.
  destruct b as [|[] [|[] [|[] r]]]; simpl; try tauto;
    intros [<-|[]]; unfold smaller; simpl; repeat split; lia.
Qed.

Lemma rhead_smaller b b' : In b' (rhead b) -> smaller b b'.
Proof.
  destruct b as [|[] [|[] [|[] r]]]; simpl; try tauto;
    intros [<-|[]]; unfold smaller; simpl; repeat split; lia.
Qed.

Lemma lmoves_meas b b' : In b' (lmoves b) -> meas b' < meas b.
Proof. intros H. apply (moves_smaller lhead lhead_smaller) in H. apply H. Qed.

Lemma rmoves_meas b b' : In b' (rmoves b) -> meas b' < meas b.
Proof. intros H. apply (moves_smaller rhead rhead_smaller) in H. apply H. Qed.

(* ------------------------------------------------------------------ *)
(* The value of a position                                             *)

Fixpoint tf_fuel (n : nat) (b : board) : game :=
  match n with
  | O => zero
  | S k => Game (map (tf_fuel k) (lmoves b)) (map (tf_fuel k) (rmoves b))
  end.

Definition tf_game (b : board) : game := tf_fuel (S (meas b)) b.

(* Proofs never evaluate the game tree: values come from tf_game_eq, one
   position at a time. *)
Arguments tf_game b : simpl never.

Lemma tf_fuel_stable n m b : meas b < n -> meas b < m -> tf_fuel n b = tf_fuel m b.
Proof.
  revert m b. induction n as [|n IH]; intros m b Hn Hm; [lia|].
  destruct m as [|m]; [lia|]. simpl. f_equal; apply map_ext_in; intros b' Hb'.
  - pose proof (lmoves_meas b b' Hb'). apply IH; lia.
  - pose proof (rmoves_meas b b' Hb'). apply IH; lia.
Qed.

(* The value is {Left's moves | Right's moves}: the definition by the rules. *)
Theorem tf_game_eq b :
  tf_game b = Game (map tf_game (lmoves b)) (map tf_game (rmoves b)).
Proof.
  unfold tf_game at 1. simpl. f_equal; apply map_ext_in; intros b' Hb'.
  - pose proof (lmoves_meas b b' Hb'). apply tf_fuel_stable; lia.
  - pose proof (rmoves_meas b b' Hb'). apply tf_fuel_stable; lia.
Qed.

(* Strong induction on the measure, the shape of every family proof. *)
Lemma board_ind (P : board -> Prop) :
  (forall b, (forall b', meas b' < meas b -> P b') -> P b) -> forall b, P b.
Proof.
  intros H b. remember (meas b) as n. revert b Heqn.
  induction n as [n IH] using lt_wf_ind. intros b ->. apply H.
  intros b' Hb'. apply (IH (meas b')); auto.
Qed.

(* ------------------------------------------------------------------ *)
(* Computing the moves of boards built from blocks [repeat c n]        *)

Lemma moves_cons head c r : moves head (c :: r) = head (c :: r) ++ map (cons c) (moves head r).
Proof. reflexivity. Qed.

Lemma moves_repeat head c n x :
  head (c :: x) = [] -> (forall y, head (c :: c :: y) = []) ->
  moves head (repeat c n ++ x) = map (app (repeat c n)) (moves head x).
Proof.
  intros H1 H2. induction n as [|n IH]; simpl.
  - rewrite map_id. reflexivity.
  - rewrite IH, map_map. destruct n; simpl; [rewrite H1|rewrite H2]; reflexivity.
Qed.

Lemma lmoves_repeat c n x :
  lhead (c :: x) = [] -> (forall y, lhead (c :: c :: y) = []) ->
  lmoves (repeat c n ++ x) = map (app (repeat c n)) (lmoves x).
Proof. apply moves_repeat. Qed.

Lemma rmoves_repeat c n x :
  rhead (c :: x) = [] -> (forall y, rhead (c :: c :: y) = []) ->
  rmoves (repeat c n ++ x) = map (app (repeat c n)) (rmoves x).
Proof. apply moves_repeat. Qed.

Lemma lmoves_cons c r : lmoves (c :: r) = lhead (c :: r) ++ map (cons c) (lmoves r).
Proof. reflexivity. Qed.

Lemma rmoves_cons c r : rmoves (c :: r) = rhead (c :: r) ++ map (cons c) (rmoves r).
Proof. reflexivity. Qed.

Lemma lmoves_nil : lmoves [] = [].
Proof. reflexivity. Qed.

Lemma rmoves_nil : rmoves [] = [].
Proof. reflexivity. Qed.

(* An explicit square moved past a block of its own kind. *)
Lemma repeat_shift (c : cell) n x : c :: repeat c n ++ x = repeat c n ++ c :: x.
Proof. induction n as [|n IH]; simpl; congruence. Qed.

(* ------------------------------------------------------------------ *)
(* Dead pieces at the ends                                             *)

(* A frog on the first square and a toad on the last never move, and no
   piece can use their squares: the game is the same without them. *)
Lemma lmoves_frog_first b : lmoves (F :: b) = map (cons F) (lmoves b).
Proof. reflexivity. Qed.

Lemma rmoves_frog_first b : rmoves (F :: b) = map (cons F) (rmoves b).
Proof. reflexivity. Qed.

Lemma head_app_toad (head : board -> list board) b :
  (head = lhead \/ head = rhead) ->
  head (b ++ [T]) = map (fun x => x ++ [T]) (head b) \/ b = [].
Proof.
  intros [->| ->]; (destruct b as [|[] [|[] [|[] r]]]; [right; auto|left; reflexivity ..]).
Qed.

Lemma moves_app_toad head b :
  (head = lhead \/ head = rhead) ->
  moves head (b ++ [T]) = map (fun x => x ++ [T]) (moves head b).
Proof.
  intros Hh. induction b as [|c r IH].
  - destruct Hh as [-> | ->]; reflexivity.
  - simpl app. rewrite !moves_cons, IH, map_app, !map_map.
    destruct (head_app_toad head (c :: r) Hh) as [H|H]; [|discriminate].
    simpl app in H. rewrite H. reflexivity.
Qed.

Lemma meas_frog_first b : meas b <= meas (F :: b).
Proof. simpl. lia. Qed.

Lemma frogs_app_toad b : frogs (b ++ [T]) = frogs b.
Proof. induction b as [|[] b IH]; simpl; auto. Qed.

Lemma meas_toad_last b : meas b <= meas (b ++ [T]).
Proof.
  induction b as [|c b IH]; simpl; [lia|].
  rewrite frogs_app_toad, app_length. simpl. destruct c; lia.
Qed.

Theorem tf_game_frog_first b : tf_game (F :: b) = tf_game b.
Proof.
  revert b. apply board_ind. intros b IH.
  rewrite !tf_game_eq, lmoves_frog_first, rmoves_frog_first, !map_map.
  f_equal; apply map_ext_in; intros b' Hb'; apply IH.
  - apply lmoves_meas; auto.
  - apply rmoves_meas; auto.
Qed.

Theorem tf_game_toad_last b : tf_game (b ++ [T]) = tf_game b.
Proof.
  revert b. apply board_ind. intros b IH.
  rewrite !tf_game_eq. unfold lmoves, rmoves.
  rewrite !moves_app_toad by auto. rewrite !map_map.
  f_equal; apply map_ext_in; intros b' Hb'; apply IH.
  - apply lmoves_meas; auto.
  - apply rmoves_meas; auto.
Qed.

Lemma repeat_shift_end (c : cell) n : c :: repeat c n = repeat c n ++ [c].
Proof. rewrite <- repeat_shift, app_nil_r. reflexivity. Qed.

(* ------------------------------------------------------------------ *)
(* Tactics: the moves of a board written with blocks [repeat c n]      *)

(* Normal form of a board expression: right-nested appends, explicit
   squares moved behind the blocks of their own kind. *)
Ltac board_norm :=
  simpl;
  repeat first [ rewrite <- app_assoc | rewrite <- app_comm_cons
               | rewrite repeat_shift | rewrite repeat_shift_end ].

(* Proves b1 = b2 for two board expressions. *)
Ltac board_eq := board_norm; reflexivity.

(* One step of computing lmoves / rmoves. *)
Ltac head_eval :=
  repeat match goal with
         | |- context [lhead (?c :: repeat ?d ?n ++ ?d :: ?x)] => rewrite <- (repeat_shift d n x)
         | |- context [rhead (?c :: repeat ?d ?n ++ ?d :: ?x)] => rewrite <- (repeat_shift d n x)
         | |- context [lhead (?c :: ?e :: repeat ?d ?n ++ ?d :: ?x)] => rewrite <- (repeat_shift d n x)
         | |- context [rhead (?c :: ?e :: repeat ?d ?n ++ ?d :: ?x)] => rewrite <- (repeat_shift d n x)
         end;
  cbn [lhead rhead].

Ltac moves_step :=
  match goal with
  | |- context [lmoves []] => rewrite lmoves_nil
  | |- context [rmoves []] => rewrite rmoves_nil
  | |- context [lmoves (repeat ?c ?n ++ ?x)] =>
      rewrite (lmoves_repeat c n x) by (reflexivity || (intros; reflexivity))
  | |- context [rmoves (repeat ?c ?n ++ ?x)] =>
      rewrite (rmoves_repeat c n x) by (reflexivity || (intros; reflexivity))
  | |- context [lmoves (?c :: repeat ?c ?n ++ ?x)] => rewrite (repeat_shift c n x)
  | |- context [rmoves (?c :: repeat ?c ?n ++ ?x)] => rewrite (repeat_shift c n x)
  | |- context [lmoves (?c :: ?r)] => rewrite (lmoves_cons c r); head_eval
  | |- context [rmoves (?c :: ?r)] => rewrite (rmoves_cons c r); head_eval
  end.

(* Rewrites lmoves/rmoves of a board expression into an explicit list. *)
Ltac tf_moves := board_norm; repeat moves_step; simpl.

(* Proves [lmoves b = [..]] or [rmoves b = [..]] for explicit option lists. *)
Ltac tf_options :=
  tf_moves; board_norm; reflexivity.

(* tf_game b = { options | options } with the options computed. *)
Ltac tf_unfold := rewrite tf_game_eq; tf_moves; cbn [map].
