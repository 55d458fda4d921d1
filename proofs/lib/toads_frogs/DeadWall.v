(* Dead walls at the ends of a strip (cgprove's families/toads_frogs/dead_walls.h,
   checked as TfWallStep by kernel/tf_rules.cpp):

     X T^x F^y  ==  X      (x >= 2)
     T^x F^y X  ==  X      (y >= 2)

   Every move rewrites a window that holds an empty square, so the wall
   W = T^x F^y has no move of its own; a move across the cut would need W
   to start with an empty square, a frog, or (Right's jump back) a single
   toad before a frog, and W starts with two toads. So the moves of X ++ W
   are exactly the moves of X with W appended, and the games are equal by
   induction on X. The kernel also asks y >= 1 (resp. x >= 1), which the
   proof does not need. The left wall is the mirror image of the right one.

   [tf_norm_wall_r] and [tf_norm_wall_l] continue a normalisation past a
   wall and strip the board left by it again: the form the exported proofs
   use. *)

From Coq Require Import List Arith ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Numbers ToadsFrogs TfBlocks TerminalToads TfNormal.
Local Open Scope nat_scope.

Definition wall (x y : nat) : board := repeat T x ++ repeat F y.

Lemma wall_no_blank x y : ~ In E (wall x y).
Proof.
  unfold wall. rewrite in_app_iff. intros [H|H]; apply repeat_spec in H; discriminate.
Qed.

Lemma window_blank (R : list (board * board)) Y w w' r :
  (forall w w', In (w, w') R -> In E w) -> In (w, w') R -> In E (Y ++ w ++ r).
Proof. intros HR Hw. apply in_or_app. right. apply in_or_app. left. exact (HR _ _ Hw). Qed.

(* Every window of a move holds an empty square, the wall none. *)
Lemma moves_wall x y b : ~ In b (lmoves (wall x y)) /\ ~ In b (rmoves (wall x y)).
Proof.
  split; intros H; [apply in_lmoves_window in H|apply in_rmoves_window in H];
    destruct H as [Y [w [w' [r [Hw [Hb _]]]]]]; apply (wall_no_blank x y); rewrite Hb;
    [apply (window_blank lrules _ _ w')|apply (window_blank rrules _ _ w')]; try exact Hw;
    simpl; intros v v' [Hv|[Hv|[]]]; injection Hv as <- <-; simpl; auto.
Qed.

Lemma wall_head x y : 2 <= x -> exists r, wall x y = T :: T :: r.
Proof. intros H. destruct x as [|[|x]]; [lia|lia|]. eexists. reflexivity. Qed.

(* The moves of X ++ W are the moves of X, W appended. *)
Lemma moves_wall_app X x y b : 2 <= x ->
  (In b (lmoves (X ++ wall x y)) -> exists X', In X' (lmoves X) /\ b = X' ++ wall x y) /\
  (In b (rmoves (X ++ wall x y)) -> exists X', In X' (rmoves X) /\ b = X' ++ wall x y).
Proof.
  intros Hx. destruct (wall_head x y Hx) as [r Hr].
  split; intros H; [apply lmoves_app_cases in H|apply rmoves_app_cases in H];
    destruct H as [H|[[p' [Hp _]]|[[Z [r' [_ [Hp _]]]]|[[Z [r' [_ [Hp _]]]]|[Z [r' [_ [Hp _]]]]]]]];
    try exact H; try (exfalso; exact (proj1 (moves_wall _ _ _) Hp)); try (exfalso; exact (proj2 (moves_wall _ _ _) Hp));
    rewrite Hr in Hp; discriminate.
Qed.

Theorem tf_game_wall_r X x y : 2 <= x -> tf_game (X ++ wall x y) == tf_game X.
Proof.
  intros Hx. revert X. apply board_ind. intros X IH.
  rewrite (tf_game_eq (X ++ wall x y)), (tf_game_eq X).
  apply eqv_options; simpl; intros g Hg; apply in_map_iff in Hg as [b [<- Hb]].
  - apply (moves_wall_app X x y b Hx) in Hb as [X' [HX' ->]].
    exists (tf_game X'). split; [apply in_map, HX'|apply IH, lmoves_meas, HX'].
  - exists (tf_game (b ++ wall x y)). split; [apply in_map, lmoves_app_l, Hb|apply IH, lmoves_meas, Hb].
  - apply (moves_wall_app X x y b Hx) in Hb as [X' [HX' ->]].
    exists (tf_game X'). split; [apply in_map, HX'|apply IH, rmoves_meas, HX'].
  - exists (tf_game (b ++ wall x y)). split; [apply in_map, rmoves_app_l, Hb|apply IH, rmoves_meas, Hb].
Qed.

Lemma mirror_repeat_T n : mirror (repeat T n) = repeat F n.
Proof.
  unfold mirror. induction n as [|n IH]; [reflexivity|].
  simpl. rewrite IH, repeat_shift_end. reflexivity.
Qed.

Lemma mirror_repeat_F n : mirror (repeat F n) = repeat T n.
Proof. rewrite <- (mirror_mirror (repeat T n)), mirror_repeat_T. reflexivity. Qed.

Theorem tf_game_wall_l X x y : 2 <= y -> tf_game (wall x y ++ X) == tf_game X.
Proof.
  intros Hy.
  assert (Hm : wall x y ++ X = mirror (mirror X ++ wall y x)).
  { unfold wall. rewrite !mirror_app, mirror_mirror, mirror_repeat_T, mirror_repeat_F.
    reflexivity. }
  rewrite Hm, tf_game_mirror, tf_game_wall_r by exact Hy.
  rewrite <- tf_game_mirror, mirror_mirror. reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* As steps of a normalisation                                          *)

Lemma meas_wall_r X x y : meas X <= meas (X ++ wall x y).
Proof. rewrite meas_app. lia. Qed.

Lemma meas_wall_l X x y : meas X <= meas (wall x y ++ X).
Proof. rewrite meas_app. lia. Qed.

Lemma tf_norm_wall_r_end X x y : 2 <= x -> tf_norm (X ++ wall x y) X 0.
Proof.
  intros Hx. split; [|apply meas_wall_r].
  rewrite tf_game_wall_r by exact Hx. symmetry. apply add_zero_r.
Qed.

Lemma tf_norm_wall_l_end X x y : 2 <= y -> tf_norm (wall x y ++ X) X 0.
Proof.
  intros Hy. split; [|apply meas_wall_l].
  rewrite tf_game_wall_l by exact Hy. symmetry. apply add_zero_r.
Qed.

(* A normalisation that has reached X T^x F^y goes on past the wall and
   strips X = strip ps core ss again (strip written out, so that
   strip_board_eq proves the board equation block by block). *)
Lemma tf_norm_wall_r {b b1 c1} ps core ss x y :
  tf_norm b b1 c1 -> b1 = (fprefix ps ++ core ++ tsuffix ss) ++ repeat T x ++ repeat F y -> 2 <= x ->
  tf_norm b (repeat E (fblanks ps) ++ core ++ repeat E (tblanks ss)) (c1 + (0 + (fvalue 0 ps + tvalue ss)))%Z.
Proof.
  intros H1 -> Hx. eapply tf_norm_trans; [exact H1|].
  eapply tf_norm_trans; [apply tf_norm_wall_r_end, Hx|apply tf_norm_strip].
Qed.

Lemma tf_norm_wall_l {b b1 c1} ps core ss x y :
  tf_norm b b1 c1 -> b1 = repeat T x ++ repeat F y ++ (fprefix ps ++ core ++ tsuffix ss) -> 2 <= y ->
  tf_norm b (repeat E (fblanks ps) ++ core ++ repeat E (tblanks ss)) (c1 + (0 + (fvalue 0 ps + tvalue ss)))%Z.
Proof.
  intros H1 -> Hy. eapply tf_norm_trans; [exact H1|].
  eapply tf_norm_trans; [|apply tf_norm_strip].
  rewrite app_assoc. apply tf_norm_wall_l_end, Hy.
Qed.

(* The end of a normalisation: the board reached is the target's board,
   the offset its formula. *)
Lemma tf_norm_end {b b1 c1} b' c : tf_norm b b1 c1 -> b1 = b' -> c1 = c -> tf_norm b b' c.
Proof. intros H -> ->. exact H. Qed.
