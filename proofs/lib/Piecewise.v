(* Piecewise values: the value of the first piece whose condition holds.

   The exported proofs define a state's claimed value as
     select [(condition_1, value_1); (condition_2, value_2); ...]
   and prove, for each piece k, that on its region the value is value_k
   (select_at): the earlier conditions are false and its own is true, each
   a small goal decided by lia, so that no proof rewrites inside the whole
   chain. *)

From Coq Require Import List Bool ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Compare.

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
