(* Piecewise values.

   A state's claim in the exported proofs is a list of pieces
     [(condition_1, value_1); (condition_2, value_2); ...]
   and [holds pieces g] says that g equals value_k wherever condition_k
   holds.  Using piece k (holds_at) costs one lookup in the list and one
   lia goal (its condition); the step of a state proves each piece on its
   own region (holds_cons).  No piece needs the others' conditions false,
   so a state with n pieces costs n goals, not n^2.

   A family's value, stated in the main theorem as one game, is the value
   of the first piece whose condition holds (select), when it has few
   pieces.  Using piece k of a select refutes the k conditions before it,
   so with many pieces (500 on a band of B21) the theorem states the value
   as a list instead (piecewise): the pieces hold, and they cover. *)

From Coq Require Import List Bool ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Compare.

Definition holds (l : list (Prop * game)) (g : game) : Prop := Forall (fun p : Prop * game => fst p -> g == snd p) l.

Lemma holds_nil g : holds [] g.
Proof. constructor. Qed.

Lemma holds_cons (p : Prop * game) l g : (fst p -> g == snd p) -> holds l g -> holds (p :: l) g.
Proof. intros H1 H2. constructor; auto. Qed.

(* A long list is proved in parts, one lemma each: a family's value of
   1,325 pieces proved as one term was still unchecked after 30 minutes
   of coqc at 9.5 GB. *)
Lemma holds_app l1 l2 g : holds l1 g -> holds l2 g -> holds (l1 ++ l2) g.
Proof. intros H1 H2. apply Forall_app. split; assumption. Qed.

Lemma holds_at l k c v g : holds l g -> nth_error l k = Some (c, v) -> c -> g == v.
Proof.
  intros H Hk. apply nth_error_In in Hk. exact (proj1 (Forall_forall _ l) H _ Hk).
Qed.

#[export] Instance holds_Proper l : Proper (eqv ==> iff) (holds l).
Proof.
  intros g h E. unfold holds. split; apply Forall_impl; intros [c v] H Hc; simpl in *.
  - rewrite <- E. auto.
  - rewrite E. auto.
Qed.

(* g has the piecewise value l: wherever a piece's condition holds, g is its
   value, and some piece's condition holds (so the statement is never
   vacuous, as a bare holds could be where no piece applies).  Overlapping
   pieces must then agree.  Proved piece by piece (holds_cons) and, for the
   cover, cell by cell (covered_at): linear in the pieces. *)
Definition piecewise (l : list (Prop * game)) (g : game) : Prop := holds l g /\ Exists (fun p : Prop * game => fst p) l.

Lemma covered_at (l : list (Prop * game)) k (c : Prop) (v : game) : nth_error l k = Some (c, v) -> c -> Exists (fun p : Prop * game => fst p) l.
Proof.
  intros Hk Hc. apply Exists_exists. exists (c, v). split; [exact (nth_error_In _ _ Hk)|exact Hc].
Qed.

(* The value at a point: the piece whose condition holds there. *)
Lemma piecewise_at (l : list (Prop * game)) k (c : Prop) (v : game) g : piecewise l g -> nth_error l k = Some (c, v) -> c -> g == v.
Proof. intros [H _]. exact (holds_at l k c v g H). Qed.

#[export] Instance piecewise_Proper l : Proper (eqv ==> iff) (piecewise l).
Proof. intros g h E. unfold piecewise. rewrite E. reflexivity. Qed.

Fixpoint select (l : list (bool * game)) : game :=
  match l with [] => zero | (c, v) :: l => if c then v else select l end.

(* An earlier piece may hold too when its value is the same (a region
   split into its disjuncts lists one value several times). *)
Lemma select_at (l : list (bool * game)) k c v :
  Forall (fun p => fst p = false \/ snd p = v) (firstn k l) -> nth_error l k = Some (c, v) -> c = true ->
  select l = v.
Proof.
  revert k. induction l as [|[c' v'] l IH]; intros k Hf Hn Hc; [destruct k; discriminate|].
  destruct k as [|k]; simpl in *.
  - injection Hn as -> ->. rewrite Hc. reflexivity.
  - inversion Hf as [|? ? Hc' Hf']; subst. simpl in Hc'.
    destruct c'; [destruct Hc' as [Hc'|Hc']; [discriminate|exact Hc']|eauto].
Qed.

(* lia turns disjunctive hypotheses into conjunctive normal form, which
   is exponential in the disjuncts: split them first. *)
Ltac split_hyps :=
  repeat match goal with
         | H : _ \/ _ |- _ => destruct H as [H|H]
         | H : (_ || _)%bool = true |- _ => apply orb_prop in H; destruct H as [H|H]
         end.

(* An earlier piece: the same value, or its condition false (by lia on
   each of its disjuncts). *)
Ltac cond_false :=
  first [ right; reflexivity
        | left; cbn [fst]; apply not_true_iff_false; let Hc := fresh "Hcond" in intros Hc; split_hyps; zlia ].

(* select l = value_k, for the piece k (from 0) of an explicit list: each
   earlier condition false and its own true, by lia (which reads the
   booleans =?, <=?, &&, ||, negb itself); the piece's region split into
   its disjuncts first. *)
Ltac select_piece k :=
  split_hyps;
  (eapply (select_at _ k); [cbn [firstn]; repeat (apply Forall_cons; [cond_false|]); apply Forall_nil
                          | reflexivity | zlia]).
