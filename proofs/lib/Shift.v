(* Adding an integer to a game by shifting its leaves.

   The Toads-and-Frogs proofs meet sums value + n (n an integer offset
   of Terminal Toads).  For a game G whose leaves are numbers, G + n is
   G with every leaf moved by n (Conway's number translation), provided
   each node is "not a number" in this checkable sense:
     G <= G^L + 1 for some Left option  and  G^R - 1 <= G for some Right option.
   [shifts f] says that f n = f 0 + n for every n; [shifts_int],
   [shifts_dyadic] and [shifts_node] build it leaf by leaf, and
   [shifts_at] turns it into the equation G + c == G shifted by c. *)

From Coq Require Import List Bool ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic.
Open Scope Z_scope.

Definition shifts (f : Z -> game) : Prop := forall n m, add (f n) (int m) == f (n + m).

Lemma shifts_at f : shifts f -> forall x y c, f 0 == x -> f c == y -> add x (int c) == y.
Proof. intros Hf x y c Hx Hy. rewrite <- Hx, <- Hy, (Hf 0 c). reflexivity. Qed.

Lemma shifts_ext f g : (forall n, f n = g n) -> shifts g -> shifts f.
Proof. intros E Hg n m. rewrite !E. apply Hg. Qed.

Lemma shifts_int e : shifts (fun n => int (e + n)).
Proof. intros n m. rewrite int_add. apply int_congr. lia. Qed.

(* A node: its options are functions of the shift. *)
Definition node (ls rs : list (Z -> game)) (n : Z) : game :=
  Game (map (fun f => f n) ls) (map (fun g => g n) rs).

Lemma Forall2_map_shift (l : list (Z -> game)) n m :
  Forall shifts l -> Forall2 eqv (map (fun a => add a (int m)) (map (fun f => f n) l)) (map (fun f => f (n + m)) l).
Proof.
  induction 1 as [|f l Hf _ IH]; simpl; constructor; auto.
Qed.

Lemma lf_node_left ls rs n z f :
  In f ls -> le z (f n) -> lf z (node ls rs n).
Proof.
  intros Hf H. apply lf_def. left. exists (f n). split; auto.
  unfold node. simpl. apply in_map_iff. eauto.
Qed.

Lemma lf_node_right ls rs n z g :
  In g rs -> le (g n) z -> lf (node ls rs n) z.
Proof.
  intros Hg H. apply lf_def. right. exists (g n). split; auto.
  unfold node. simpl. apply in_map_iff. eauto.
Qed.

(* One step up: G + 1 = {G^L + 1, G | G^R + 1}, and G is a gift horse. *)
Lemma game_eta g : g = Game (lefts g) (rights g).
Proof. destruct g; reflexivity. Qed.

Lemma node_succ ls rs n f :
  Forall shifts ls -> Forall shifts rs -> In f ls -> shifts f -> le (node ls rs n) (f (n + 1)) ->
  add (node ls rs n) (int 1) == node ls rs (n + 1).
Proof.
  intros Hl Hr Hf Hsf Hle.
  assert (E : add (node ls rs n) (int 1) =
              Game (map (fun a => add a (int 1)) (map (fun f => f n) ls) ++ [add (node ls rs n) zero])
                   (map (fun a => add a (int 1)) (map (fun f => f n) rs) ++ [])).
  { rewrite (game_eta (add _ _)), lefts_add, rights_add. reflexivity. }
  rewrite E, app_nil_r.
  pose proof (Forall2_map_shift ls n 1 Hl) as HL.
  pose proof (Forall2_map_shift rs n 1 Hr) as HR.
  rewrite (gift_left_at _ _ [] _); rewrite app_nil_r.
  - rewrite HL, HR. reflexivity.
  - rewrite add_zero_r, HL, HR. fold (node ls rs (n + 1)). eapply lf_node_left; eauto.
Qed.

Lemma node_pred ls rs n g :
  Forall shifts ls -> Forall shifts rs -> In g rs -> shifts g -> le (g (n - 1)) (node ls rs n) ->
  add (node ls rs n) (int (-1)) == node ls rs (n - 1).
Proof.
  intros Hl Hr Hg Hsg Hle.
  assert (E : add (node ls rs n) (int (-1)) =
              Game (map (fun a => add a (int (-1))) (map (fun f => f n) ls) ++ [])
                   (map (fun a => add a (int (-1))) (map (fun f => f n) rs) ++ [add (node ls rs n) zero])).
  { rewrite (game_eta (add _ _)), lefts_add, rights_add. reflexivity. }
  rewrite E, app_nil_r.
  pose proof (Forall2_map_shift ls n (-1) Hl) as HL.
  pose proof (Forall2_map_shift rs n (-1) Hr) as HR.
  replace (n + -1) with (n - 1) in HL, HR by lia.
  rewrite (gift_right_at _ _ _ []); rewrite app_nil_r.
  - rewrite HL, HR. reflexivity.
  - rewrite add_zero_r, HL, HR. fold (node ls rs (n - 1)). eapply lf_node_right; eauto.
Qed.

Lemma add_int_assoc x a b : add (add x (int a)) (int b) == add x (int (a + b)).
Proof. rewrite add_assoc, int_add. reflexivity. Qed.

Theorem shifts_node ls rs f g :
  Forall shifts ls -> Forall shifts rs -> In f ls -> In g rs ->
  le (node ls rs 0) (f 1) -> le (g (-1)) (node ls rs 0) ->
  shifts (node ls rs).
Proof.
  intros Hl Hr Hf Hg HL HR.
  pose proof (proj1 (Forall_forall _ _) Hl f Hf) as Hsf.
  pose proof (proj1 (Forall_forall _ _) Hr g Hg) as Hsg.
  assert (Base : forall n, add (node ls rs 0) (int n) == node ls rs n).
  { intros n. induction n as [|n IH|n IH] using Z.peano_ind.
    - change (int 0) with zero. apply add_zero_r.
    - rewrite <- Z.add_1_r, <- add_int_assoc, IH. apply (node_succ _ _ _ f); auto.
      rewrite <- IH, (Z.add_comm n 1), <- (Hsf 1 n). apply add_le_mono_r. exact HL.
    - rewrite <- Z.sub_1_r. replace (n - 1) with (n + -1) at 1 by lia.
      rewrite <- add_int_assoc, IH. apply (node_pred _ _ _ g); auto.
      rewrite <- IH. replace (n - 1) with (-1 + n) by lia. rewrite <- (Hsg (-1) n).
      apply add_le_mono_r. exact HR. }
  intros n m. rewrite <- Base, add_int_assoc. apply Base.
Qed.

(* Nodes and leaves by position, as the exported proofs name them. *)
Corollary shifts_node_nth ls rs i j :
  Forall shifts ls -> Forall shifts rs -> (i < length ls)%nat -> (j < length rs)%nat ->
  le (node ls rs 0) (nth i ls (fun _ => zero) 1) -> le (nth j rs (fun _ => zero) (-1)) (node ls rs 0) ->
  shifts (node ls rs).
Proof.
  intros Hl Hr Hi Hj HL HR. apply (shifts_node ls rs (nth i ls (fun _ => zero)) (nth j rs (fun _ => zero)));
    auto using nth_In.
Qed.

Lemma shifts_dyadic e k : shifts (fun n => dyadic (e + n * pw k) k).
Proof.
  revert e. induction k as [|k IH]; intros e.
  - apply (shifts_ext _ (fun n => int (e + n))); [|apply shifts_int].
    intros n. rewrite pw_0, Z.mul_1_r. reflexivity.
  - destruct (Z.Even_or_Odd e) as [[h ->]|[h ->]].
    + apply (shifts_ext _ (fun n => dyadic (h + n * pw k) k)); [|apply IH].
      intros n. rewrite pw_S. replace (2 * h + n * (2 * pw k)) with (2 * (h + n * pw k)) by ring.
      apply dyadic_double.
    + set (L := fun n => dyadic (h + n * pw k) k).
      set (R := fun n => dyadic ((h + 1) + n * pw k) k).
      assert (E : forall n, dyadic (2 * h + 1 + n * pw (S k)) (S k) = node [L] [R] n).
      { intros n. rewrite pw_S. replace (2 * h + 1 + n * (2 * pw k)) with (2 * (h + n * pw k) + 1) by ring.
        rewrite dyadic_odd. unfold node, L, R. simpl. do 3 f_equal. ring. }
      apply (shifts_ext _ (node [L] [R])); [exact E|].
      pose proof (pw_pos k).
      apply (shifts_node [L] [R] L R).
      * constructor; [apply IH|constructor].
      * constructor; [apply IH|constructor].
      * left. reflexivity.
      * left. reflexivity.
      * rewrite <- E. unfold L. apply dyadic_le. unfold dle. rewrite pw_S. nia.
      * rewrite <- E. unfold R. apply dyadic_le. unfold dle. rewrite pw_S. nia.
Qed.

Lemma shift_int e c : add (int e) (int c) == int (e + c).
Proof. apply int_add. Qed.

(* Closes x == y for two games of one shape whose number leaves are equal
   by arithmetic. *)
Ltac shift_eq :=
  unfold nstar, half;
  repeat match goal with
         | |- Forall2 eqv [] [] => constructor
         | |- Forall2 eqv (_ :: _) (_ :: _) => constructor
         | |- Game _ _ == Game _ _ => apply eqv_replace
         | |- _ == _ => rewrite ?int_is_dyadic; apply dyadic_eqv; unfold pw; simpl Z.of_nat;
                        rewrite ?Z.pow_0_r; cbn [Z.pow Z.pow_pos Pos.iter]; lia
         end.
