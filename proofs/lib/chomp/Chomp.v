(* The rules of Chomp.

   A position is a list of row lengths, poison row first: row i holds the
   cells (i, 0), ..., (i, d_i - 1), and the poison cell is (0, 0).  A move
   takes a cell (i, k) other than the poison cell and removes every cell
   (i', k') with i' >= i and k' >= k: rows i, i+1, ... are cut to length
   min k.  The player who must take the poison cell loses, so a player with
   no move (only the poison cell is left, e.g. [1]) loses: Chomp is the
   impartial game of these moves under normal play.  A move removes at least
   the cell taken, so every play ends. *)

From Coq Require Import List Bool Arith Lia Wellfounded.
Import ListNotations.
From CGProve Require Import Impartial.

Definition chomp_apply (i k : nat) (d : list nat) : list nat :=
  firstn i d ++ map (Nat.min k) (skipn i d).

Definition chomp_moves (d : list nat) : list (list nat) :=
  flat_map (fun i =>
    flat_map (fun k => if (i =? 0) && (k =? 0) then [] else [chomp_apply i k d])
             (seq 0 (nth i d 0)))
    (seq 0 (length d)).

Definition cells (d : list nat) : nat := list_sum d.

Lemma in_chomp_moves d y :
  In y (chomp_moves d) <->
  exists i k, i < length d /\ k < nth i d 0 /\ (i <> 0 \/ k <> 0) /\ y = chomp_apply i k d.
Proof.
  unfold chomp_moves. rewrite in_flat_map. split.
  - intros [i [Hi Hy]]. apply in_seq in Hi. apply in_flat_map in Hy as [k [Hk Hy]].
    apply in_seq in Hk.
    destruct (Nat.eqb_spec i 0), (Nat.eqb_spec k 0); simpl in Hy;
      try destruct Hy as [<-|[]]; try contradiction; exists i, k; repeat split; auto; lia.
  - intros [i [k [Hi [Hk [Hik ->]]]]]. exists i. split; [apply in_seq; lia|].
    apply in_flat_map. exists k. split; [apply in_seq; lia|].
    destruct (Nat.eqb_spec i 0), (Nat.eqb_spec k 0); simpl; auto; lia.
Qed.

Lemma list_sum_map_min k l : list_sum (map (Nat.min k) l) <= list_sum l.
Proof. induction l; simpl; lia. Qed.

Lemma nth_as_skipn i (d : list nat) : nth i d 0 = nth 0 (skipn i d) 0.
Proof. revert d. induction i as [|i IH]; intros [|x d]; simpl; auto. Qed.

Lemma chomp_apply_cells i k d :
  i < length d -> k < nth i d 0 -> cells (chomp_apply i k d) < cells d.
Proof.
  unfold cells, chomp_apply. intros Hi Hk.
  rewrite <- (firstn_skipn i d) at 3. rewrite !list_sum_app.
  rewrite nth_as_skipn in Hk.
  destruct (skipn i d) as [|x r] eqn:E.
  - apply (f_equal (@length nat)) in E. rewrite skipn_length in E. simpl in E. lia.
  - simpl in *. pose proof (list_sum_map_min k r). lia.
Qed.

Lemma chomp_moves_cells d y : In y (chomp_moves d) -> cells y < cells d.
Proof.
  intros H. apply in_chomp_moves in H as [i [k [Hi [Hk [_ ->]]]]].
  apply chomp_apply_cells; auto.
Qed.

Lemma chomp_wf : well_founded (fun y x => move chomp_moves x y).
Proof.
  apply (wf_incl _ _ (fun y x => cells y < cells x)).
  - intros y x H. apply chomp_moves_cells. exact H.
  - apply (wf_inverse_image _ _ lt cells). apply lt_wf.
Qed.

(* P-positions of Chomp: the player to move loses. *)
Definition chomp_P (d : list nat) : Prop := isP chomp_moves d.
