(* Chomp with two rows.

   Theorem.  Let a >= 1 and b <= a.  The position [a, b] (poison row of
   length a, the row above it of length b) is a P-position (the player to
   move loses) if and only if a = b + 1.  From every other such position the
   player to move wins with the move
       take (0, b+1)   when a > b + 1   (to [b+1, b])
       take (1, a-1)   when a = b       (to [a, a-1])

   Positions and moves are the rules of CGProve.Chomp; P-positions are
   defined from them (CGProve.Impartial).  Proof: the claimed set is closed
   as the lemma P_set requires: no move leads from it into it (every move
   is one of two shapes, each excluded by lia), and every other position of
   the family has a move into it (one witness move per N-piece).

   Template of a script the exporter writes for a Chomp family; check with
     coqc -Q proofs/lib CGProve proofs/examples/chomp_two_rows.v *)

From Coq Require Import List Arith Lia.
Import ListNotations.
From CGProve Require Import Impartial Chomp.

(* The family and the claimed P-positions in it. *)
Definition family (x : list nat) : Prop := exists a b, x = [a; b] /\ 1 <= a /\ b <= a.
Definition claimed_P (x : list nat) : Prop := exists a b, x = [a; b] /\ a = b + 1.

(* The moves of [a; b], from the rules: cut both rows at column k, or the
   upper row at column k. *)
Lemma moves_two_rows a b y :
  move chomp_moves [a; b] y <->
  (exists k, 1 <= k < a /\ y = [Nat.min k a; Nat.min k b]) \/
  (exists k, k < b /\ y = [a; Nat.min k b]).
Proof.
  unfold move. rewrite in_chomp_moves. simpl length. split.
  - intros [i [k [Hi [Hk [Hik ->]]]]].
    destruct i as [|[|i]]; simpl in Hk; [left|right|lia]; exists k; split; auto; lia.
  - intros [[k [Hk ->]]|[k [Hk ->]]]; [exists 0, k|exists 1, k]; simpl; repeat split; auto; lia.
Qed.

(* A witness move (i, k) from x, for the N-positions. *)
Lemma witness (x : list nat) i k :
  i < length x -> k < nth i x 0 -> (i <> 0 \/ k <> 0) -> move chomp_moves x (chomp_apply i k x).
Proof. intros. apply in_chomp_moves. exists i, k. auto. Qed.

Theorem two_rows : forall a b, 1 <= a -> b <= a -> (chomp_P [a; b] <-> a = b + 1).
Proof.
  intros a b Ha Hb.
  assert (H : claimed_P [a; b] <-> chomp_P [a; b]).
  { apply (P_set _ chomp_moves chomp_wf family claimed_P); [| | | |exists a, b; auto].
    - (* the family is closed under moves *)
      intros x y [a' [b' [-> [Ha' Hb']]]] Hy.
      apply moves_two_rows in Hy as [[k [Hk ->]]|[k [Hk ->]]];
        [exists (Nat.min k a'), (Nat.min k b')|exists a', (Nat.min k b')]; repeat split; lia.
    - (* membership is decidable *)
      intros x [a' [b' [-> _]]].
      destruct (Nat.eq_dec a' (b' + 1)) as [E|E]; [left; exists a', b'; auto|right].
      intros [a'' [b'' [Hx E']]]. injection Hx as -> ->. contradiction.
    - (* no move leads from a claimed P-position to another *)
      intros x [a' [b' [-> _]]] [a'' [b'' [Hx E]]] y Hy [a3 [b3 [-> E3]]].
      injection Hx as -> ->.
      apply moves_two_rows in Hy as [[k [Hk Hy]]|[k [Hk Hy]]]; injection Hy as Hy1 Hy2; lia.
    - (* every other position has a move into the set: one witness per piece *)
      intros x [a' [b' [-> [Ha' Hb']]]] HnS.
      assert (Hne : a' <> b' + 1) by (intros E; apply HnS; exists a', b'; auto).
      destruct (Nat.lt_ge_cases (b' + 1) a') as [Hgt|Hle].
      + (* a > b + 1: take (0, b+1) *)
        exists (chomp_apply 0 (b' + 1) [a'; b']). split.
        * apply witness; simpl; lia.
        * exists (b' + 1), b'. unfold chomp_apply; simpl. split; [|lia]. f_equal; try lia; f_equal; lia.
      + (* a = b: take (1, a-1) *)
        exists (chomp_apply 1 (a' - 1) [a'; b']). split.
        * apply witness; simpl; lia.
        * exists a', (a' - 1). unfold chomp_apply; simpl. split; [|lia]. f_equal; try lia; f_equal; lia. }
  rewrite <- H. split.
  - intros [a' [b' [Hx E]]]. injection Hx as -> ->. exact E.
  - intros E. exists a, b. auto.
Qed.

Print Assumptions two_rows.
