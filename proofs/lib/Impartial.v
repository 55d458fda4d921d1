(* Impartial games under normal play: P- and N-positions from the rules.

   Positions of type X, the moves of a position given as a list, the
   reverse move relation well founded (every play ends).  A position is a
   P-position when every move leads to an N-position, an N-position when
   some move leads to a P-position; the player to move loses exactly from
   P-positions.

   P_set: a set S of positions (inside a domain D closed under moves) such
   that "x is in S iff no move from x leads into S" is exactly the set of
   P-positions of D. *)

From Coq Require Import List.
Import ListNotations.

Section Impartial.

  Variable X : Type.
  Variable moves : X -> list X.

  Definition move (x y : X) : Prop := In y (moves x).

  Hypothesis moves_wf : well_founded (fun y x => move x y).

  Inductive isP : X -> Prop :=
  | P_intro x : (forall y, move x y -> isN y) -> isP x
  with isN : X -> Prop :=
  | N_intro x y : move x y -> isP y -> isN x.

  Lemma P_not_N x : isP x -> isN x -> False.
  Proof.
    induction x as [x IH] using (well_founded_induction moves_wf).
    intros HP HN. inversion HN as [x' y Hy HPy]; subst.
    inversion HP as [x'' HPall]; subst.
    exact (IH y Hy HPy (HPall y Hy)).
  Qed.

  Lemma P_or_N x : isP x \/ isN x.
  Proof.
    induction x as [x IH] using (well_founded_induction moves_wf).
    assert (H : (exists y, move x y /\ isP y) \/ (forall y, move x y -> isN y)).
    { unfold move. generalize (moves x) (fun y (Hy : In y (moves x)) => IH y Hy).
      intros l IHl. induction l as [|y l IHl'].
      - right. simpl. tauto.
      - destruct (IHl y (or_introl eq_refl)) as [HP|HN].
        + left. exists y. simpl. auto.
        + destruct IHl' as [[z [Hz HPz]]|Hall].
          * intros z Hz. apply IHl. simpl. auto.
          * left. exists z. simpl. auto.
          * right. intros z [<-|Hz]; auto. }
    destruct H as [[y [Hy HPy]]|HN].
    - right. exact (N_intro x y Hy HPy).
    - left. constructor. exact HN.
  Qed.

  Lemma not_P_N x : ~ isP x -> isN x.
  Proof. destruct (P_or_N x); tauto. Qed.

  Theorem P_set (D S : X -> Prop) :
    (forall x y, D x -> move x y -> D y) ->
    (forall x, D x -> S x \/ ~ S x) ->
    (forall x, D x -> S x -> forall y, move x y -> ~ S y) ->
    (forall x, D x -> ~ S x -> exists y, move x y /\ S y) ->
    forall x, D x -> (S x <-> isP x).
  Proof.
    intros Hclosed Hdec Hout Hin x.
    induction x as [x IH] using (well_founded_induction moves_wf). intros Hx.
    split.
    - intros HS. constructor. intros y Hy. apply not_P_N. intros HPy.
      apply (Hout x Hx HS y Hy). apply (IH y Hy (Hclosed x y Hx Hy)). exact HPy.
    - intros HP. destruct (Hdec x Hx) as [HS|HnS]; auto.
      destruct (Hin x Hx HnS) as [y [Hy HSy]].
      exfalso. apply (P_not_N y).
      + apply (IH y Hy (Hclosed x y Hx Hy)). exact HSy.
      + inversion HP; subst. auto.
  Qed.

End Impartial.

Arguments isP {X} moves _.
Arguments isN {X} moves _.
Arguments move {X} moves _ _.
