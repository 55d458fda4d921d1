(* Tactics shared by the family proofs: choosing the piece of a piecewise
   value under arithmetic hypotheses, and closing the equality of two games
   that differ only in the integer expressions at their leaves.  Nothing
   here is trusted: each tactic only builds proofs that Coq checks. *)

From Coq Require Import List Bool ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers ToadsFrogs Compare.

(* Proves c = true or c = false for a boolean c built from Z comparisons,
   residues (x mod m), andb, orb and negb, by lia (zlia, CGProve.Compare). *)
Ltac bool_lia :=
  repeat (rewrite ?andb_true_iff, ?andb_false_iff, ?orb_true_iff, ?orb_false_iff,
                  ?negb_true_iff, ?negb_false_iff,
                  ?Z.eqb_eq, ?Z.eqb_neq, ?Z.leb_le, ?Z.leb_gt, ?Z.ltb_lt, ?Z.ltb_ge);
  zlia.

(* Reduces every [if c then _ else _] in the goal whose condition lia can
   decide from the hypotheses. *)
Ltac piece_select :=
  repeat match goal with
         | |- context [if ?c then _ else _] =>
             first [ replace c with true by (symmetry; bool_lia)
                   | replace c with false by (symmetry; bool_lia) ];
             cbv iota beta
         end.

(* Closes x == y where x and y have the same shape and their integer
   leaves are equal by lia. *)
Ltac game_eq :=
  unfold nstar, half;
  repeat match goal with
         | |- Forall2 eqv [] [] => constructor
         | |- Forall2 eqv (_ :: _) (_ :: _) => constructor
         | |- int _ == int _ => first [reflexivity | apply int_congr; lia]
         | |- Game _ _ == Game _ _ => first [reflexivity | apply eqv_replace]
         | |- _ == _ => reflexivity
         end.

(* meas b' < meas b for a Left (opt_left) or Right (opt_right) option b'
   of b, given the lemma H that lists the options of b; also when b' is
   that option with a dead toad at its end or a dead frog at its start
   removed. *)
Ltac opt_lt_by H mv :=
  first [ (apply mv; rewrite H; simpl; tauto)
        | (eapply Nat.le_lt_trans; [apply meas_toad_last|]; apply mv; rewrite H; simpl; tauto)
        | (eapply Nat.le_lt_trans; [apply meas_frog_first|]; apply mv; rewrite H; simpl; tauto) ].

Ltac opt_left H := opt_lt_by H lmoves_meas.
Ltac opt_right H := opt_lt_by H rmoves_meas.

(* Closes x == y or le x y for two small concrete games by running the
   boolean order (Conway's definition) in the kernel.  Used only for
   comparisons of canonical values, never for the game tree of a position. *)
Ltac decide_le := vm_compute; reflexivity.
Ltac decide_eqv := split; decide_le.
