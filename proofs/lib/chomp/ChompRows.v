(* Chomp with at most three rows, as the exporter's proofs use it.

   A position with at most three rows is the list [c; b; r] (poison row c
   first, then the middle row b and the top row r; a row of length 0 is an
   absent row), with c >= 1 and c >= b >= r.  rows3 K also bounds the top row
   by K; moves never lengthen a row, so rows3 K is closed under moves.

   P_rows3: a predicate p r b c ("the position [c; b; r] is claimed P")
   is exactly the set of P-positions of rows3 K when no move leads from a
   claimed P-position to another and every other position has a move into
   one (CGProve.Impartial.P_set, specialised). *)

From Coq Require Import List Arith Lia.
Import ListNotations.
From CGProve Require Import Impartial Chomp.

Definition rows3 (K : nat) (x : list nat) : Prop :=
  match x with [c; b; r] => 1 <= c /\ b <= c /\ r <= b /\ r <= K | _ => False end.

(* The moves of [c; b; r]: take column k of the poison row (k >= 1), of the
   middle row, or of the top row. *)
Lemma moves3 c b r y :
  move chomp_moves [c; b; r] y <->
  (exists k, 1 <= k < c /\ y = [Nat.min k c; Nat.min k b; Nat.min k r]) \/
  (exists k, k < b /\ y = [c; Nat.min k b; Nat.min k r]) \/
  (exists k, k < r /\ y = [c; b; Nat.min k r]).
Proof.
  unfold move. rewrite in_chomp_moves. simpl length. split.
  - intros [i [k [Hi [Hk [Hik ->]]]]].
    destruct i as [|[|[|i]]]; simpl in Hk; [left|right; left|right; right|lia];
      exists k; split; auto; lia.
  - intros [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]];
      [exists 0, k|exists 1, k|exists 2, k]; simpl; repeat split; auto; lia.
Qed.

Lemma rows3_closed K x y : rows3 K x -> move chomp_moves x y -> rows3 K y.
Proof.
  destruct x as [|c [|b [|r [|]]]]; simpl; try tauto.
  intros H Hy. apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; simpl; lia.
Qed.

(* A bite (i, k) of [c; b; r] is a move when the cell exists and is not the
   poison cell. *)
Lemma bite3 c b r i k :
  i < 3 -> k < nth i [c; b; r] 0 -> (i <> 0 \/ k <> 0) ->
  move chomp_moves [c; b; r] (chomp_apply i k [c; b; r]).
Proof. intros. apply in_chomp_moves. exists i, k. auto. Qed.

Lemma apply3_0 k c b r : chomp_apply 0 k [c; b; r] = [Nat.min k c; Nat.min k b; Nat.min k r].
Proof. reflexivity. Qed.
Lemma apply3_1 k c b r : chomp_apply 1 k [c; b; r] = [c; Nat.min k b; Nat.min k r].
Proof. reflexivity. Qed.
Lemma apply3_2 k c b r : chomp_apply 2 k [c; b; r] = [c; b; Nat.min k r].
Proof. reflexivity. Qed.

Definition claimed3 (p : nat -> nat -> nat -> Prop) (x : list nat) : Prop :=
  match x with [c; b; r] => p r b c | _ => False end.

Theorem P_rows3 K (p : nat -> nat -> nat -> Prop) :
  (forall c b r, rows3 K [c; b; r] -> p r b c \/ ~ p r b c) ->
  (forall c b r, rows3 K [c; b; r] -> p r b c ->
     forall y, move chomp_moves [c; b; r] y -> ~ claimed3 p y) ->
  (forall c b r, rows3 K [c; b; r] -> ~ p r b c ->
     exists y, move chomp_moves [c; b; r] y /\ claimed3 p y) ->
  forall c b r, rows3 K [c; b; r] -> (chomp_P [c; b; r] <-> p r b c).
Proof.
  intros Hdec Hout Hin c b r Hx.
  symmetry. change (claimed3 p [c; b; r] <-> isP chomp_moves [c; b; r]).
  apply (P_set _ chomp_moves chomp_wf (rows3 K) (claimed3 p)); auto.
  - apply rows3_closed.
  - intros [|c' [|b' [|r' [|]]]]; simpl; try tauto. apply Hdec.
  - intros [|c' [|b' [|r' [|]]]]; simpl; try tauto. apply Hout.
  - intros [|c' [|b' [|r' [|]]]]; simpl; try tauto. apply Hin.
Qed.

(* P_rows3's three obligations at one top row r. Proved top row by top row
   and chained by top_ok_step, a theorem over top rows 0..K needs no proof
   term that grows with K (one case split over all top rows overflowed
   coqc's default stack at K = 25). *)
Definition top_ok K (p : nat -> nat -> nat -> Prop) (r : nat) : Prop :=
  forall c b, rows3 K [c; b; r] ->
    (p r b c \/ ~ p r b c) /\
    (p r b c -> forall y, move chomp_moves [c; b; r] y -> ~ claimed3 p y) /\
    (~ p r b c -> exists y, move chomp_moves [c; b; r] y /\ claimed3 p y).

(* The decision p r b c \/ ~ p r b c of a top row's claim, a disjunction of
   conjunctions of atoms, goes atom by atom: lia on the whole formula builds
   a proof term deep enough to overflow coqc's stack (top row 25). *)
Lemma or_dec (P Q : Prop) : P \/ ~ P -> Q \/ ~ Q -> (P \/ Q) \/ ~ (P \/ Q).
Proof. tauto. Qed.
Lemma and_dec (P Q : Prop) : P \/ ~ P -> Q \/ ~ Q -> (P /\ Q) \/ ~ (P /\ Q).
Proof. tauto. Qed.

Lemma top_ok_base K p : top_ok K p 0 -> forall r, r <= 0 -> top_ok K p r.
Proof. intros H r Hr. replace r with 0 by lia. exact H. Qed.

Lemma top_ok_step K p k :
  (forall r, r <= k -> top_ok K p r) -> top_ok K p (S k) ->
  forall r, r <= S k -> top_ok K p r.
Proof.
  intros H Hk r Hr. destruct (Nat.eq_dec r (S k)) as [->|Hne]; [exact Hk|].
  apply H. lia.
Qed.

Theorem P_rows3_upto K p :
  (forall r, r <= K -> top_ok K p r) ->
  forall c b r, rows3 K [c; b; r] -> (chomp_P [c; b; r] <-> p r b c).
Proof.
  intros H. apply P_rows3; intros c b r Hx;
    destruct (H r ltac:(simpl in Hx; lia) c b Hx) as [Hd [Ho Hi]]; assumption.
Qed.
