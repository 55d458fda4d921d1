(* Erickson's Terminal Toads theorem: for every board X and n >= 0,
     X T E^n  ==  X E^n + n.
   The toad with only empty squares to its right is worth one move per
   square, and its own square disappears.

   Proof: one induction on the weight [wt] of a board (length cubed plus
   [meas]: it drops along every move and towards shorter boards), proving
   four statements at once about the board b:
     TT  b = X T E^n:          b == X E^n + n
     V   b = Y T^k F T E^n:    Y F E^n + k(n-1) + n <= b      (k, n >= 1)
     P   b = U T^k F E^n:      U F E^n + k(n-1)     <= b      (k, n >= 1)
     Q   b = U T^j E F E^m:    U F E^(m+1) + jm - 1 <= b
   Each inequality is checked option by option (le_def), with terminal
   toads of smaller boards removed by TT.  The only hard case of TT is a
   toad of X jumping a frog into the tail of X E^n (X = Y T F): Right
   answers by moving that frog back, and V (for b itself) shows the result
   is still <= b.  V, P and Q call themselves on the same board with a
   shorter prefix when the last toad of the prefix jumps the frog (again
   answered by the frog moving back), hence the blocks T^k: an inner
   induction on the length of the prefix.  V, P and Q were first checked
   with a brute-force game evaluator on every prefix of up to 5 squares
   (boards of up to 10 squares). *)

From Coq Require Import List Arith ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Numbers ToadsFrogs TfBlocks.

(* ------------------------------------------------------------------ *)
(* The moves of a board cut in two                                      *)

Lemma in_lhead b x : In x (lhead b) ->
  (exists r, b = T :: E :: r /\ x = E :: T :: r) \/
  (exists r, b = T :: F :: E :: r /\ x = E :: F :: T :: r).
Proof.
  destruct b as [|[] [|[] [|[] r]]]; simpl; try tauto; intros [<-|[]]; eauto 6.
Qed.

Lemma in_rhead b x : In x (rhead b) ->
  (exists r, b = E :: F :: r /\ x = F :: E :: r) \/
  (exists r, b = E :: T :: F :: r /\ x = F :: T :: E :: r).
Proof.
  destruct b as [|[] [|[] [|[] r]]]; simpl; try tauto; intros [<-|[]]; eauto 6.
Qed.

Lemma lmoves_slide r : In (E :: T :: r) (lmoves (T :: E :: r)).
Proof. rewrite lmoves_cons. simpl. auto. Qed.

Lemma lmoves_jump r : In (E :: F :: T :: r) (lmoves (T :: F :: E :: r)).
Proof. rewrite lmoves_cons. simpl. auto. Qed.

Lemma rmoves_slide r : In (F :: E :: r) (rmoves (E :: F :: r)).
Proof. rewrite rmoves_cons. simpl. auto. Qed.

Lemma rmoves_jump r : In (F :: T :: E :: r) (rmoves (E :: T :: F :: r)).
Proof. rewrite rmoves_cons. simpl. auto. Qed.

(* A move rewrites a window at the head of the board: lhead and rhead as
   lists of rules (window, window after the move). *)
Definition lrules : list (board * board) := [([T; E], [E; T]); ([T; F; E], [E; F; T])].
Definition rrules : list (board * board) := [([E; F], [F; E]); ([E; T; F], [F; T; E])].

Lemma lhead_rules q x : In x (lhead q) ->
  exists w w' r, In (w, w') lrules /\ q = w ++ r /\ x = w' ++ r.
Proof.
  intros H. apply in_lhead in H as [[r [-> ->]]|[r [-> ->]]];
    [exists [T; E], [E; T], r|exists [T; F; E], [E; F; T], r]; simpl; auto.
Qed.

Lemma rhead_rules q x : In x (rhead q) ->
  exists w w' r, In (w, w') rrules /\ q = w ++ r /\ x = w' ++ r.
Proof.
  intros H. apply in_rhead in H as [[r [-> ->]]|[r [-> ->]]];
    [exists [E; F], [F; E], r|exists [E; T; F], [F; T; E], r]; simpl; auto.
Qed.

Lemma lrules_head w w' r : In (w, w') lrules -> In (w' ++ r) (lhead (w ++ r)).
Proof. simpl. intros [H|[H|[]]]; injection H as <- <-; simpl; auto. Qed.

Lemma rrules_head w w' r : In (w, w') rrules -> In (w' ++ r) (rhead (w ++ r)).
Proof. simpl. intros [H|[H|[]]]; injection H as <- <-; simpl; auto. Qed.

Lemma in_moves_cons head c r x : In x (moves head r) -> In (c :: x) (moves head (c :: r)).
Proof. intros H. rewrite moves_cons. apply in_app_iff. right. apply in_map. exact H. Qed.

Lemma moves_app_r head Y p p' : In p' (moves head p) -> In (Y ++ p') (moves head (Y ++ p)).
Proof.
  intros H. induction Y as [|c Y IH]; [exact H|]. apply (in_moves_cons head c (Y ++ p)), IH.
Qed.

(* A move of Y is a move of Y ++ p. *)
Lemma moves_app_l head R Y Y' p :
  (forall q x, In x (head q) -> exists w w' r, In (w, w') R /\ q = w ++ r /\ x = w' ++ r) ->
  (forall w w' r, In (w, w') R -> In (w' ++ r) (head (w ++ r))) ->
  In Y' (moves head Y) -> In (Y' ++ p) (moves head (Y ++ p)).
Proof.
  intros Hrules Hhead. revert Y'. induction Y as [|c Y IH]; intros Y' H; [contradiction|].
  rewrite moves_cons in H. apply in_app_iff in H as [H|H].
  - apply Hrules in H as [w [w' [r [Hw [Hq ->]]]]].
    change ((c :: Y) ++ p) with (c :: Y ++ p). rewrite moves_cons, app_comm_cons, Hq.
    apply in_app_iff. left. rewrite <- !app_assoc. auto.
  - apply in_map_iff in H as [y [<- Hy]]. apply in_moves_cons. auto.
Qed.

Lemma in_lmoves_cons c r x : In x (lmoves r) -> In (c :: x) (lmoves (c :: r)).
Proof. apply in_moves_cons. Qed.

Lemma in_rmoves_cons c r x : In x (rmoves r) -> In (c :: x) (rmoves (c :: r)).
Proof. apply in_moves_cons. Qed.

Lemma lmoves_app_r Y p p' : In p' (lmoves p) -> In (Y ++ p') (lmoves (Y ++ p)).
Proof. apply moves_app_r. Qed.

Lemma rmoves_app_r Y p p' : In p' (rmoves p) -> In (Y ++ p') (rmoves (Y ++ p)).
Proof. apply moves_app_r. Qed.

Lemma lmoves_app_l Y Y' p : In Y' (lmoves Y) -> In (Y' ++ p) (lmoves (Y ++ p)).
Proof. apply (moves_app_l lhead lrules); auto using lhead_rules, lrules_head. Qed.

Lemma rmoves_app_l Y Y' p : In Y' (rmoves Y) -> In (Y' ++ p) (rmoves (Y ++ p)).
Proof. apply (moves_app_l rhead rrules); auto using rhead_rules, rrules_head. Qed.

(* Every move of Y ++ p stays in Y, stays in p, or rewrites a window
   across the cut. *)
Lemma moves_app_cases head R Y p b :
  (forall q x, In x (head q) -> exists w w' r, In (w, w') R /\ q = w ++ r /\ x = w' ++ r) ->
  (forall w w' r, In (w, w') R -> In (w' ++ r) (head (w ++ r))) ->
  In b (moves head (Y ++ p)) ->
  (exists Y', In Y' (moves head Y) /\ b = Y' ++ p) \/
  (exists p', In p' (moves head p) /\ b = Y ++ p') \/
  (exists Y1 Y2 p1 r w', In (Y2 ++ p1, w') R /\ Y2 <> [] /\ p1 <> [] /\
     Y = Y1 ++ Y2 /\ p = p1 ++ r /\ b = Y1 ++ w' ++ r).
Proof.
  intros Hrules Hhead. revert b. induction Y as [|c Y IH]; intros b Hb.
  { right; left. exists b. auto. }
  simpl in Hb. apply in_app_iff in Hb as [Hb|Hb].
  - apply Hrules in Hb as [w [w' [r [Hw [Hq ->]]]]].
    rewrite app_comm_cons in Hq. apply app_eq_app in Hq as [l [[H1 H2]|[H1 H2]]].
    + left. exists (w' ++ l). rewrite H2, app_assoc. split; auto.
      rewrite moves_cons. apply in_app_iff. left. rewrite H1. auto.
    + destruct l as [|a l].
      * left. exists w'. rewrite app_nil_r in H1. simpl in H2. subst r. split; auto.
        rewrite moves_cons. apply in_app_iff. left. rewrite <- H1.
        pose proof (Hhead w w' [] Hw) as H. rewrite !app_nil_r in H. exact H.
      * right; right. exists [], (c :: Y), (a :: l), r, w'.
        repeat split; auto; congruence.
  - apply in_map_iff in Hb as [x [<- Hx]].
    destruct (IH x Hx) as [[Y' [H1 ->]]|[[p' [H1 ->]]|[Y1 [Y2 [p1 [r [w' [H1 [H2 [H3 [-> [-> ->]]]]]]]]]]]].
    + left. exists (c :: Y'). split; auto. rewrite moves_cons. apply in_app_iff. right. apply in_map. auto.
    + right; left. exists p'. auto.
    + right; right. exists (c :: Y1), Y2, p1, r, w'. repeat split; auto.
Qed.

(* The windows cut in two pieces, both nonempty. *)
Ltac split_window Hw :=
  simpl in Hw; destruct Hw as [Hw|[Hw|[]]]; injection Hw as Hw <-;
  pose proof (f_equal (@length cell) Hw) as Hlen; rewrite app_length in Hlen;
  match goal with
  | H : ?Y2 <> [], H' : ?p1 <> [] |- _ =>
      destruct Y2 as [|? [|? [|? ?]]]; destruct p1 as [|? [|? [|? ?]]];
      simpl in Hw, Hlen; try congruence; try lia; injection Hw as; subst
  end.

(* Every Left move of Y ++ p stays in Y, stays in p, or takes the last
   toad of Y across the cut. *)
Lemma lmoves_app_cases Y p b : In b (lmoves (Y ++ p)) ->
  (exists Y', In Y' (lmoves Y) /\ b = Y' ++ p) \/
  (exists p', In p' (lmoves p) /\ b = Y ++ p') \/
  (exists Z r, Y = Z ++ [T] /\ p = E :: r /\ b = Z ++ E :: T :: r) \/
  (exists Z r, Y = Z ++ [T] /\ p = F :: E :: r /\ b = Z ++ E :: F :: T :: r) \/
  (exists Z r, Y = Z ++ [T; F] /\ p = E :: r /\ b = Z ++ E :: F :: T :: r).
Proof.
  intros H. apply (moves_app_cases lhead lrules) in H
    as [H|[H|[Y1 [Y2 [p1 [r [w' [Hw [H2 [H3 [-> [-> ->]]]]]]]]]]]]; auto using lhead_rules, lrules_head.
  right; right. split_window Hw; simpl; eauto 7.
Qed.

Lemma rmoves_app_cases Y p b : In b (rmoves (Y ++ p)) ->
  (exists Y', In Y' (rmoves Y) /\ b = Y' ++ p) \/
  (exists p', In p' (rmoves p) /\ b = Y ++ p') \/
  (exists Z r, Y = Z ++ [E] /\ p = F :: r /\ b = Z ++ F :: E :: r) \/
  (exists Z r, Y = Z ++ [E; T] /\ p = F :: r /\ b = Z ++ F :: T :: E :: r) \/
  (exists Z r, Y = Z ++ [E] /\ p = T :: F :: r /\ b = Z ++ F :: T :: E :: r).
Proof.
  intros H. apply (moves_app_cases rhead rrules) in H
    as [H|[H|[Y1 [Y2 [p1 [r [w' [Hw [H2 [H3 [-> [-> ->]]]]]]]]]]]]; auto using rhead_rules, rrules_head.
  right; right. split_window Hw; simpl; eauto 7.
Qed.

(* ------------------------------------------------------------------ *)
(* The moves of the strips used below                                   *)

Lemma lmoves_blank n : lmoves (repeat E n) = [].
Proof. apply moves_blank. intros [|[|m]]; reflexivity. Qed.

Lemma rmoves_blank n : rmoves (repeat E n) = [].
Proof. apply moves_blank. intros [|[|m]]; reflexivity. Qed.

Lemma lmoves_frog_blank n : lmoves (F :: repeat E n) = [].
Proof. rewrite lmoves_frog_first, lmoves_blank. reflexivity. Qed.

Lemma rmoves_frog_blank n : rmoves (F :: repeat E n) = [].
Proof. rewrite rmoves_frog_first, rmoves_blank. reflexivity. Qed.

Lemma rmoves_toad_blank n : rmoves (T :: repeat E n) = [].
Proof. rewrite rmoves_cons, rmoves_blank. reflexivity. Qed.

Lemma lmoves_toad_blank n x : In x (lmoves (T :: repeat E n)) ->
  exists n', n = S n' /\ x = E :: T :: repeat E n'.
Proof.
  destruct n as [|n]; [simpl; tauto|].
  rewrite lmoves_cons, lmoves_blank. simpl. intros [<-|[]]. eauto.
Qed.

(* Frogs never move onto or over a block of toads at the start. *)
Lemma rmoves_toads k x : rmoves (repeat T k ++ x) = map (app (repeat T k)) (rmoves x).
Proof. apply rmoves_repeat; reflexivity. Qed.

Lemma in_rmoves_toads k x y : In y (rmoves (repeat T k ++ x)) ->
  exists x', In x' (rmoves x) /\ y = repeat T k ++ x'.
Proof. rewrite rmoves_toads. intros H. apply in_map_iff in H as [x' [<- H]]. eauto. Qed.

Lemma rmoves_gap_frog m : rmoves (E :: F :: repeat E m) = [F :: E :: repeat E m].
Proof. rewrite rmoves_cons, rmoves_frog_blank. reflexivity. Qed.

Lemma rmoves_frog_toad n : rmoves (F :: T :: repeat E n) = [].
Proof. rewrite rmoves_frog_first, rmoves_toad_blank. reflexivity. Qed.

(* ------------------------------------------------------------------ *)
(* A weight that drops along moves and towards shorter boards          *)

Local Open Scope nat_scope.

Definition wt (b : board) : nat := length b * length b * length b + meas b.

Lemma frogs_le b : frogs b <= length b.
Proof. induction b as [|[] b IH]; simpl; lia. Qed.

Lemma meas_le b : meas b <= length b * length b.
Proof.
  induction b as [|c b IH]; simpl; [lia|]. pose proof (frogs_le b).
  destruct c; nia.
Qed.

Lemma wt_len b b' : length b' < length b -> wt b' < wt b.
Proof.
  intros H. unfold wt. pose proof (meas_le b'). pose proof (meas_le b).
  assert (S (length b') * S (length b') * S (length b') <= length b * length b * length b)
    by (apply Nat.mul_le_mono; [apply Nat.mul_le_mono|]; lia).
  nia.
Qed.

Lemma wt_l b b' : In b' (lmoves b) -> wt b' < wt b.
Proof.
  intros H. pose proof (moves_smaller lhead lhead_smaller b b' H) as [H1 [_ H2]].
  unfold wt. rewrite H1. lia.
Qed.

Lemma wt_r b b' : In b' (rmoves b) -> wt b' < wt b.
Proof.
  intros H. pose proof (moves_smaller rhead rhead_smaller b b' H) as [H1 [_ H2]].
  unfold wt. rewrite H1. lia.
Qed.

(* ------------------------------------------------------------------ *)
(* Sums of a position and an integer                                   *)

Local Open Scope Z_scope.

Lemma left_tg b b' : In b' (lmoves b) -> In (tf_game b') (lefts (tf_game b)).
Proof. intros H. rewrite (tf_game_eq b). simpl. apply in_map. exact H. Qed.

Lemma right_tg b b' : In b' (rmoves b) -> In (tf_game b') (rights (tf_game b)).
Proof. intros H. rewrite (tf_game_eq b). simpl. apply in_map. exact H. Qed.

Lemma left_sum b b' c : In b' (lmoves b) ->
  In (add (tf_game b') (int c)) (lefts (add (tf_game b) (int c))).
Proof. intros H. apply in_lefts_add. left. eauto using left_tg. Qed.

Lemma right_sum b b' c : In b' (rmoves b) ->
  In (add (tf_game b') (int c)) (rights (add (tf_game b) (int c))).
Proof. intros H. apply in_rights_add. left. eauto using right_tg. Qed.

Lemma left_int g c : 0 < c -> In (add g (int (c - 1))) (lefts (add g (int c))).
Proof.
  intros H. apply in_lefts_add. right. exists (int (c - 1)). split; auto.
  rewrite lefts_int. destruct (Z.ltb_spec 0 c); [left; auto|lia].
Qed.

Lemma lf_by_left x y y' : In y' (lefts y) -> le x y' -> lf x y.
Proof. intros H1 H2. apply lf_def. left. eauto. Qed.

Lemma lf_by_right x x' y : In x' (rights x) -> le x' y -> lf x y.
Proof. intros H1 H2. apply lf_def. right. eauto. Qed.

Lemma add_int_int x a b : add (add x (int a)) (int b) == add x (int (a + b)).
Proof. rewrite add_assoc, int_add. reflexivity. Qed.

Lemma int_eq_congr x a b : a = b -> add x (int a) == add x (int b).
Proof. intros ->. reflexivity. Qed.

Lemma le_shift x y a b : le (add x (int a)) (add y (int b)) <-> le (add x (int (a - b))) y.
Proof.
  rewrite <- (add_le_iff_r (add x (int (a - b))) y (int b)), add_int_int.
  replace (a - b + b) with a by lia. reflexivity.
Qed.

Lemma le_int_eq x y a b : a = b -> le (add x (int b)) y -> le (add x (int a)) y.
Proof. intros ->. auto. Qed.

Lemma le_int_mono x y a b : a <= b -> le (add x (int b)) y -> le (add x (int a)) y.
Proof.
  intros Hab H. apply le_trans with (add x (int b)); auto.
  apply add_le_mono_l. apply int_le. exact Hab.
Qed.

Lemma lf_succ x c y : le (add x (int (c + 1))) y -> lf (add x (int c)) y.
Proof.
  intros H. apply lf_le_trans with (add x (int (c + 1))); auto.
  rewrite (add_comm x), (add_comm x). apply add_lf_mono_r. apply int_lf. lia.
Qed.

Lemma eqv_le x y : x == y -> le x y.
Proof. intros [H _]. exact H. Qed.

Lemma eqv_ge x y : x == y -> le y x.
Proof. intros [_ H]. exact H. Qed.

(* Proving position + c <= position' option by option. *)
Lemma le_sum_intro b c k :
  (forall b', In b' (lmoves b) -> lf (add (tf_game b') (int c)) (tf_game k)) ->
  (0 < c -> lf (add (tf_game b) (int (c - 1))) (tf_game k)) ->
  (forall k', In k' (rmoves k) -> lf (add (tf_game b) (int c)) (tf_game k')) ->
  le (add (tf_game b) (int c)) (tf_game k).
Proof.
  intros H1 H2 H3. apply le_def. split.
  - intros a Ha. apply in_lefts_add in Ha as [[a0 [Ha0 ->]]|[i [Hi ->]]].
    + rewrite tf_game_eq in Ha0. simpl in Ha0. apply in_map_iff in Ha0 as [b' [<- Hb']]. auto.
    + rewrite lefts_int in Hi. destruct (Z.ltb_spec 0 c); [|contradiction].
      destruct Hi as [<-|[]]. auto.
  - intros x Hx. rewrite tf_game_eq in Hx. simpl in Hx.
    apply in_map_iff in Hx as [k' [<- Hk']]. auto.
Qed.

Lemma le_sum_intro' k b c : 0 <= c ->
  (forall k', In k' (lmoves k) -> lf (tf_game k') (add (tf_game b) (int c))) ->
  (forall b', In b' (rmoves b) -> lf (tf_game k) (add (tf_game b') (int c))) ->
  le (tf_game k) (add (tf_game b) (int c)).
Proof.
  intros Hc H1 H2. apply le_def. split.
  - intros a Ha. rewrite tf_game_eq in Ha. simpl in Ha.
    apply in_map_iff in Ha as [k' [<- Hk']]. auto.
  - intros x Hx. apply in_rights_add in Hx as [[a0 [Ha0 ->]]|[i [Hi ->]]].
    + rewrite tf_game_eq in Ha0. simpl in Ha0. apply in_map_iff in Ha0 as [b' [<- Hb']]. auto.
    + rewrite rights_int in Hi. destruct (Z.ltb_spec c 0); [lia|contradiction].
Qed.

(* ------------------------------------------------------------------ *)
(* The statements proved together, by induction on the weight           *)

(* Terminal toads. *)
Definition TTs (b : board) : Prop := forall X n, b = X ++ T :: repeat E n ->
  tf_game b == add (tf_game (X ++ repeat E n)) (int (Z.of_nat n)).

(* A block of k toads behind a frog, in front of a terminal toad. *)
Definition Vs (b : board) : Prop := forall Y k n, (1 <= k)%nat -> (1 <= n)%nat ->
  b = Y ++ repeat T k ++ F :: T :: repeat E n ->
  le (add (tf_game (Y ++ F :: repeat E n)) (int (Z.of_nat k * (Z.of_nat n - 1) + Z.of_nat n)))
     (tf_game b).

(* A block of k toads behind a frog, in front of n empty squares. *)
Definition Ps (b : board) : Prop := forall U k n, (1 <= k)%nat -> (1 <= n)%nat ->
  b = U ++ repeat T k ++ F :: repeat E n ->
  le (add (tf_game (U ++ F :: repeat E n)) (int (Z.of_nat k * (Z.of_nat n - 1)))) (tf_game b).

(* The same with an empty square between the toads and the frog. *)
Definition Qs (b : board) : Prop := forall U j m,
  b = U ++ repeat T j ++ E :: F :: repeat E m ->
  le (add (tf_game (U ++ F :: repeat E (S m))) (int (Z.of_nat j * Z.of_nat m - 1))) (tf_game b).

Definition AllS (b : board) : Prop := TTs b /\ Vs b /\ Ps b /\ Qs b.

Definition Below (N : nat) : Prop := forall b, (wt b < N)%nat -> AllS b.

Lemma use_TT N b X n h : Below N -> (wt b < N)%nat ->
  b = X ++ T :: repeat E n -> h = X ++ repeat E n ->
  tf_game b == add (tf_game h) (int (Z.of_nat n)).
Proof. intros IH Hw Hb ->. apply (IH b Hw). exact Hb. Qed.

Lemma use_V N b Y k n l c : Below N -> (wt b < N)%nat -> (1 <= k)%nat -> (1 <= n)%nat ->
  b = Y ++ repeat T k ++ F :: T :: repeat E n -> l = Y ++ F :: repeat E n ->
  c = Z.of_nat k * (Z.of_nat n - 1) + Z.of_nat n ->
  le (add (tf_game l) (int c)) (tf_game b).
Proof. intros IH Hw Hk Hn Hb -> ->. apply (IH b Hw); auto. Qed.

Lemma use_P N b U k n l c : Below N -> (wt b < N)%nat -> (1 <= k)%nat -> (1 <= n)%nat ->
  b = U ++ repeat T k ++ F :: repeat E n -> l = U ++ F :: repeat E n ->
  c = Z.of_nat k * (Z.of_nat n - 1) ->
  le (add (tf_game l) (int c)) (tf_game b).
Proof. intros IH Hw Hk Hn Hb -> ->. apply (IH b Hw); auto. Qed.

Lemma use_Q N b U j m l c : Below N -> (wt b < N)%nat ->
  b = U ++ repeat T j ++ E :: F :: repeat E m -> l = U ++ F :: repeat E (S m) ->
  c = Z.of_nat j * Z.of_nat m - 1 ->
  le (add (tf_game l) (int c)) (tf_game b).
Proof. intros IH Hw Hb -> ->. apply (IH b Hw); auto. Qed.

(* A move inside the prefix, copied on the other side. *)
Lemma copy_left Y Y' p q c : In Y' (lmoves Y) ->
  le (add (tf_game (Y' ++ p)) (int c)) (tf_game (Y' ++ q)) ->
  lf (add (tf_game (Y' ++ p)) (int c)) (tf_game (Y ++ q)).
Proof.
  intros H1 H2. apply lf_by_left with (tf_game (Y' ++ q)); auto using left_tg, lmoves_app_l.
Qed.

Lemma copy_right Y Y' p q c : In Y' (rmoves Y) ->
  le (add (tf_game (Y' ++ p)) (int c)) (tf_game (Y' ++ q)) ->
  lf (add (tf_game (Y ++ p)) (int c)) (tf_game (Y' ++ q)).
Proof.
  intros H1 H2. apply lf_by_right with (add (tf_game (Y' ++ p)) (int c));
    auto using right_sum, rmoves_app_l.
Qed.

(* Board equalities: appends nested to the right, explicit squares in
   front of the blocks of their kind. *)
Ltac bnorm := repeat progress (simpl; rewrite <- ?app_assoc;
  rewrite <- ?repeat_shift; rewrite <- ?repeat_shift_end).
Ltac beq := bnorm; reflexivity.

Ltac wlen := apply wt_len; do 3 (simpl; rewrite ?app_length, ?repeat_length); lia.

(* A toad has jumped a frog into a tail of empty squares: Right's answer,
   the frog moving back, leaves a terminal toad, removed by TT. *)
Lemma frog_back N W m c g : Below N -> (wt (W ++ F :: E :: T :: repeat E m) < N)%nat ->
  le (add (tf_game (W ++ F :: repeat E (S m))) (int (Z.of_nat m + c))) g ->
  lf (add (tf_game (W ++ E :: F :: T :: repeat E m)) (int c)) g.
Proof.
  intros IH Hw H. apply lf_by_right with (add (tf_game (W ++ F :: E :: T :: repeat E m)) (int c)).
  { apply right_sum, rmoves_app_r, rmoves_slide. }
  rewrite (use_TT _ (W ++ F :: E :: T :: repeat E m) (W ++ [F; E]) m (W ++ F :: repeat E (S m)) IH Hw);
    [|beq|beq].
  rewrite add_int_int. exact H.
Qed.

(* The cases of a move of Y ++ p. *)
Ltac lcases H := pose proof H as ?Hmove;
  apply lmoves_app_cases in H as [[?Y' [?HY' ->]]|[[?p' [?Hp' ->]]|[[?U [?r [?HU [?Hp ->]]]]|
    [[?U [?r [?HU [?Hp ->]]]]|[?U [?r [?HU [?Hp ->]]]]]]]].

Ltac rcases H := pose proof H as ?Hmove;
  apply rmoves_app_cases in H as [[?Y' [?HY' ->]]|[[?p' [?Hp' ->]]|[[?U [?r [?HU [?Hp ->]]]]|
    [[?U [?r [?HU [?Hp ->]]]]|[?U [?r [?HU [?Hp ->]]]]]]]].

(* The strips with no move of the player concerned. *)
Ltac no_move := match goal with
  | H : In _ (lmoves _) |- _ => rewrite ?lmoves_frog_blank, ?lmoves_blank in H; contradiction
  | H : In _ (rmoves _) |- _ =>
      rewrite ?rmoves_frog_blank, ?rmoves_blank, ?rmoves_toad_blank in H; contradiction
  end.

(* Induction on the length of the prefix, the board staying the same. *)
Ltac prefix_induction := let U := fresh "U" in let l := fresh "l" in
  intros U; remember (length U) as l eqn:Hl; revert U Hl;
  induction l as [l IHl] using lt_wf_ind.

Lemma le_same x a b : a <= b -> le (add x (int a)) (add x (int b)).
Proof. intros H. apply add_le_mono_l, int_le, H. Qed.

Lemma TT_step b : Below (wt b) -> Vs b -> TTs b.
Proof.
  intros IH HV X n ->. split.
  - apply le_sum_intro'; [lia| |].
    + intros g Hg. lcases Hg; try discriminate Hp.
      * apply lf_by_left with (add (tf_game (Y' ++ repeat E n)) (int (Z.of_nat n))).
        { apply left_sum, lmoves_app_l, HY'. }
        apply eqv_le, (use_TT _ _ Y' n _ IH); [apply wt_l, lmoves_app_l, HY'|auto|auto].
      * apply lmoves_toad_blank in Hp' as [n' [-> ->]].
        apply lf_by_left with (add (tf_game (X ++ repeat E (S n'))) (int (Z.of_nat (S n') - 1))).
        { apply left_int. lia. }
        rewrite (use_TT _ (X ++ E :: T :: repeat E n') (X ++ [E]) n' (X ++ repeat E (S n')) IH);
          [|apply wt_l, lmoves_app_r, lmoves_slide|beq|beq].
        apply eqv_le, int_eq_congr. lia.
    + intros h Hh. rcases Hh; try no_move.
      * apply lf_by_right with (tf_game (Y' ++ T :: repeat E n)).
        { apply right_tg, rmoves_app_l, HY'. }
        apply eqv_le, (use_TT _ _ Y' n _ IH); [apply wt_r, rmoves_app_l, HY'|auto|auto].
      * destruct n; discriminate Hp.
      * destruct n; discriminate Hp.
      * destruct n; discriminate Hp.
  - apply le_sum_intro.
    + intros h Hh. lcases Hh; try no_move.
      * apply copy_left; [exact HY'|].
        apply eqv_ge, (use_TT _ _ Y' n _ IH); [apply wt_l, lmoves_app_l, HY'|auto|auto].
      * (* the last toad of X slides into the tail *)
        destruct n as [|n']; [discriminate Hp|]. injection Hp as <-. subst X.
        apply lf_by_left with (tf_game ((U ++ [T]) ++ E :: T :: repeat E n')).
        { apply left_tg, lmoves_app_r, lmoves_slide. }
        rewrite (use_TT _ (U ++ E :: T :: repeat E n') (U ++ [E]) n' (U ++ repeat E (S n')) IH);
          [|wlen|beq|beq].
        rewrite (use_TT _ ((U ++ [T]) ++ E :: T :: repeat E n') (U ++ [T; E]) n'
                   (U ++ T :: repeat E (S n')) IH);
          [|apply wt_l, lmoves_app_r, lmoves_slide|beq|beq].
        rewrite (use_TT _ (U ++ T :: repeat E (S n')) U (S n') (U ++ repeat E (S n')) IH);
          [|wlen|auto|auto].
        rewrite !add_int_int. apply eqv_le, int_eq_congr. lia.
      * destruct n; discriminate Hp.
      * (* the last toad of X jumps into the tail: Right moves the frog back *)
        destruct n as [|n']; [discriminate Hp|]. injection Hp as <-. subst X.
        apply (frog_back _ U n' _ _ IH); [wlen|].
        apply le_int_eq with (Z.of_nat 1 * (Z.of_nat (S n') - 1) + Z.of_nat (S n')); [lia|].
        apply HV; [lia|lia|beq].
    + intros Hn. destruct n as [|n']; [simpl in Hn; lia|].
      apply lf_by_left with (tf_game (X ++ E :: T :: repeat E n')).
      { apply left_tg, lmoves_app_r, lmoves_slide. }
      rewrite (use_TT _ (X ++ E :: T :: repeat E n') (X ++ [E]) n' (X ++ repeat E (S n')) IH);
        [|apply wt_l, lmoves_app_r, lmoves_slide|beq|beq].
      apply eqv_le, int_eq_congr. lia.
    + intros g Hg. rcases Hg; try discriminate Hp; try no_move.
      * apply copy_right; [exact HY'|].
        apply eqv_ge, (use_TT _ _ Y' n _ IH); [apply wt_r, rmoves_app_l, HY'|auto|auto].
      * injection Hp as Hp. destruct n; discriminate Hp.
Qed.

Lemma V_step b : Below (wt b) -> Vs b.
Proof.
  intros IH. prefix_induction. intros Y Hl k n Hk Hn Hb. subst b.
  apply le_sum_intro.
  - intros h Hh. lcases Hh; try discriminate Hp; try no_move.
    + apply copy_left; [exact HY'|apply (use_V _ _ Y' k n _ _ IH); auto; apply wt_l, lmoves_app_l, HY'].
    + (* the last toad of Y jumps the frog: Right moves the frog back *)
      destruct n as [|n']; [lia|]. injection Hp as <-. subst Y.
      apply (frog_back _ U n' _ _ IH); [wlen|].
      apply le_int_eq with (Z.of_nat (S k) * (Z.of_nat (S n') - 1) + Z.of_nat (S n')); [nia|].
      apply (IHl (length U)); [rewrite Hl, app_length; simpl; lia|auto|lia|lia|beq].
  - intros Hc. destruct n as [|n']; [lia|].
    assert (Hm : In (Y ++ repeat T k ++ F :: E :: T :: repeat E n')
                    (lmoves (Y ++ repeat T k ++ F :: T :: repeat E (S n')))).
    { apply lmoves_app_r, lmoves_app_r, in_lmoves_cons, lmoves_slide. }
    apply lf_by_left with (tf_game (Y ++ repeat T k ++ F :: E :: T :: repeat E n')).
    { apply left_tg, Hm. }
    rewrite (use_TT _ (Y ++ repeat T k ++ F :: E :: T :: repeat E n') (Y ++ repeat T k ++ [F; E]) n'
               (Y ++ repeat T k ++ F :: repeat E (S n')) IH); [|apply wt_l, Hm|beq|beq].
    apply le_shift. apply (use_P _ _ Y k (S n') _ _ IH); [wlen|auto|lia|auto|auto|nia].
  - intros g Hg. rcases Hg.
    + apply copy_right; [exact HY'|apply (use_V _ _ Y' k n _ _ IH); auto; apply wt_r, rmoves_app_l, HY'].
    + apply in_rmoves_toads in Hp' as [x [Hx ->]].
      rewrite rmoves_frog_toad in Hx. contradiction.
    + destruct k; [lia|discriminate Hp].
    + destruct k; [lia|discriminate Hp].
    + (* k = 1 and the frog jumps back over the toad *)
      destruct k as [|[|k]]; [lia| |discriminate Hp]. simpl in Hp. injection Hp as <-. subst Y.
      apply lf_by_right with (add (tf_game (U ++ F :: E :: repeat E n))
                                  (int (Z.of_nat 1 * (Z.of_nat n - 1) + Z.of_nat n))).
      { rewrite <- app_assoc. apply right_sum, rmoves_app_r, rmoves_slide. }
      rewrite (use_TT _ (U ++ F :: T :: E :: T :: repeat E n) (U ++ [F; T; E]) n
                 (U ++ F :: T :: E :: repeat E n) IH); [|apply wt_r, Hmove|beq|beq].
      rewrite (use_TT _ (U ++ F :: T :: E :: repeat E n) (U ++ [F]) (S n)
                 (U ++ F :: E :: repeat E n) IH); [|wlen|beq|beq].
      rewrite add_int_int. apply le_same. lia.
Qed.

Lemma P_step b : Below (wt b) -> Ps b.
Proof.
  intros IH. prefix_induction. intros U Hl k n Hk Hn Hb. subst b.
  apply le_sum_intro.
  - intros h Hh. lcases Hh; try discriminate Hp; try no_move.
    + apply copy_left; [exact HY'|apply (use_P _ _ Y' k n _ _ IH); auto; apply wt_l, lmoves_app_l, HY'].
    + destruct n as [|n']; [lia|]. injection Hp as <-. subst U.
      apply (frog_back _ U0 n' _ _ IH); [wlen|].
      apply le_int_eq with (Z.of_nat (S k) * (Z.of_nat (S n') - 1)); [nia|].
      apply (IHl (length U0)); [rewrite Hl, app_length; simpl; lia|auto|lia|lia|beq].
  - intros Hc. destruct n as [|[|n']]; [lia|nia|]. destruct k as [|k']; [lia|].
    assert (Hm : In (U ++ repeat T k' ++ E :: F :: T :: repeat E (S n'))
                    (lmoves (U ++ repeat T (S k') ++ F :: repeat E (S (S n'))))).
    { replace (U ++ repeat T (S k') ++ F :: repeat E (S (S n')))
        with (U ++ repeat T k' ++ T :: F :: E :: repeat E (S n')) by beq.
      apply lmoves_app_r, lmoves_app_r, lmoves_jump. }
    apply lf_by_left with (tf_game (U ++ repeat T k' ++ E :: F :: T :: repeat E (S n'))).
    { apply left_tg, Hm. }
    rewrite (use_TT _ (U ++ repeat T k' ++ E :: F :: T :: repeat E (S n')) (U ++ repeat T k' ++ [E; F])
               (S n') (U ++ repeat T k' ++ E :: F :: repeat E (S n')) IH); [|apply wt_l, Hm|beq|beq].
    apply le_shift. apply (use_Q _ _ U k' (S n') _ _ IH); [wlen|auto|auto|nia].
  - intros g Hg. rcases Hg.
    + apply copy_right; [exact HY'|apply (use_P _ _ Y' k n _ _ IH); auto; apply wt_r, rmoves_app_l, HY'].
    + apply in_rmoves_toads in Hp' as [x [Hx ->]].
      rewrite rmoves_frog_blank in Hx. contradiction.
    + destruct k; [lia|discriminate Hp].
    + destruct k; [lia|discriminate Hp].
    + destruct k as [|[|k]]; [lia| |discriminate Hp]. simpl in Hp. injection Hp as <-. subst U.
      apply lf_by_right with (add (tf_game (U0 ++ F :: E :: repeat E n))
                                  (int (Z.of_nat 1 * (Z.of_nat n - 1)))).
      { rewrite <- app_assoc. apply right_sum, rmoves_app_r, rmoves_slide. }
      rewrite (use_TT _ (U0 ++ F :: T :: E :: repeat E n) (U0 ++ [F]) (S n)
                 (U0 ++ F :: E :: repeat E n) IH); [|apply wt_r, Hmove|beq|beq].
      apply le_same. lia.
Qed.

Lemma Q_step b : Below (wt b) -> Qs b.
Proof.
  intros IH. prefix_induction. intros U Hl j m Hb. subst b.
  apply le_sum_intro.
  - intros h Hh. lcases Hh; try discriminate Hp; try no_move.
    + apply copy_left; [exact HY'|apply (use_Q _ _ Y' j m _ _ IH); auto; apply wt_l, lmoves_app_l, HY'].
    + injection Hp as <-. subst U.
      assert (Hw : (wt (U0 ++ F :: E :: T :: repeat E m)
                    < wt ((U0 ++ [T]) ++ repeat T j ++ E :: F :: repeat E m))%nat).
      { destruct j as [|j]; [|wlen].
        (* as long as the board: reached by a slide, a jump back and a slide *)
        assert (H1 : In (U0 ++ E :: T :: F :: repeat E m)
                        (lmoves ((U0 ++ [T]) ++ repeat T 0 ++ E :: F :: repeat E m))).
        { rewrite <- app_assoc. apply lmoves_app_r, lmoves_slide. }
        assert (H2 : In (U0 ++ F :: T :: E :: repeat E m) (rmoves (U0 ++ E :: T :: F :: repeat E m)))
          by apply rmoves_app_r, rmoves_jump.
        assert (H3 : In (U0 ++ F :: E :: T :: repeat E m) (lmoves (U0 ++ F :: T :: E :: repeat E m)))
          by apply lmoves_app_r, in_lmoves_cons, lmoves_slide.
        apply wt_l in H1. apply wt_r in H2. apply wt_l in H3. lia. }
      apply (frog_back _ U0 m _ _ IH Hw).
      apply le_int_eq with (Z.of_nat (S j) * Z.of_nat m - 1); [nia|].
      apply (IHl (length U0)); [rewrite Hl, app_length; simpl; lia|auto|beq].
  - intros Hc. destruct j as [|j']; [lia|]. destruct m as [|m']; [lia|].
    assert (Hm : In (U ++ repeat T j' ++ E :: T :: F :: repeat E (S m'))
                    (lmoves (U ++ repeat T (S j') ++ E :: F :: repeat E (S m')))).
    { replace (U ++ repeat T (S j') ++ E :: F :: repeat E (S m'))
        with (U ++ repeat T j' ++ T :: E :: F :: repeat E (S m')) by beq.
      apply lmoves_app_r, lmoves_app_r, lmoves_slide. }
    apply lf_by_left with (tf_game (U ++ repeat T j' ++ E :: T :: F :: repeat E (S m'))).
    { apply left_tg, Hm. }
    apply le_trans with (add (tf_game (U ++ repeat T j' ++ E :: F :: repeat E (S m'))) (int (Z.of_nat m'))).
    + apply le_shift. apply (use_Q _ _ U j' (S m') _ _ IH); [wlen|auto|auto|nia].
    + apply (use_P _ _ (U ++ repeat T j' ++ [E]) 1 (S m') _ _ IH);
        [apply wt_l, Hm|lia|lia|beq|beq|lia].
  - intros g Hg. rcases Hg.
    + apply copy_right; [exact HY'|apply (use_Q _ _ Y' j m _ _ IH); auto; apply wt_r, rmoves_app_l, HY'].
    + (* the frog slides: compare with the block of toads right behind it *)
      apply in_rmoves_toads in Hp' as [x [Hx ->]].
      rewrite rmoves_gap_frog in Hx. destruct Hx as [<-|[]].
      apply lf_succ. destruct j as [|j'].
      * apply eqv_le. replace (Z.of_nat 0 * Z.of_nat m - 1 + 1) with 0 by lia.
        rewrite int_zero, add_zero_r. reflexivity.
      * apply (use_P _ _ U (S j') (S m) _ _ IH); [apply wt_r, Hmove|lia|lia|beq|beq|nia].
    + destruct j; discriminate Hp.
    + destruct j; discriminate Hp.
    + destruct j as [|[|j]]; discriminate Hp.
Qed.

Lemma all_below N : Below N.
Proof.
  induction N as [|N IHN]; intros b Hb; [lia|].
  assert (IH : Below (wt b)) by (intros b' Hb'; apply IHN; lia).
  pose proof (V_step b IH) as HV.
  split; [apply TT_step; auto|]. split; [auto|].
  split; [apply P_step; auto|apply Q_step; auto].
Qed.

(* Erickson's Terminal Toads theorem: a toad with only empty squares to
   its right is worth one move per square, and its own square vanishes. *)
Theorem terminal_toads X n :
  tf_game (X ++ T :: repeat E n) == add (tf_game (X ++ repeat E n)) (int (Z.of_nat n)).
Proof. apply (all_below (S (wt (X ++ T :: repeat E n)))); [lia|reflexivity]. Qed.
