(* Comparing games whose leaves are numbers, for generated proofs.

   A generated proof of G == H unfolds Conway's order on both games option by
   option (le_nodes, lf_left_nth, lf_right_nth), never on a number: a number
   leaf dyadic m k is compared with a game through these lemmas, which only
   use bounds on its options ((m-1)/2^k below it, (m+1)/2^k above it), and two
   numbers are compared by integer arithmetic (dyadic_cmp, lia).  Lists of
   obligations are [all P l], which cbn [all] turns into conjunctions. *)

From Coq Require Import List Bool ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic.
Local Open Scope Z_scope.

Fixpoint all (P : game -> Prop) (l : list game) : Prop :=
  match l with [] => True | x :: r => P x /\ all P r end.

Lemma all_in P l : all P l -> forall x, In x l -> P x.
Proof. induction l as [|y l IH]; simpl; [tauto|]. intros [H1 H2] x [<-|Hx]; auto. Qed.

(* ------------------------------------------------------------------ *)
(* Option by option                                                    *)

Lemma le_nodes gl gr hl hr :
  all (fun a => lf a (Game hl hr)) gl -> all (fun b => lf (Game gl gr) b) hr ->
  le (Game gl gr) (Game hl hr).
Proof. intros H1 H2. apply le_def. simpl. split; apply all_in; auto. Qed.

Lemma lf_left_nth x hl hr (n : nat) :
  (n < length hl)%nat -> le x (nth n hl zero) -> lf x (Game hl hr).
Proof. intros Hn H. apply lf_def. left. exists (nth n hl zero). split; auto. apply nth_In. auto. Qed.

Lemma lf_right_nth gl gr y (n : nat) :
  (n < length gr)%nat -> le (nth n gr zero) y -> lf (Game gl gr) y.
Proof. intros Hn H. apply lf_def. right. exists (nth n gr zero). split; auto. apply nth_In. auto. Qed.

(* ------------------------------------------------------------------ *)
(* The options of a number, bounded                                    *)

Lemma dyadic_lefts_below m k x : In x (lefts (dyadic m k)) -> le x (dyadic (m - 1) k).
Proof.
  revert m x. induction k as [|k IH]; intros m x Hx.
  - simpl in Hx. rewrite lefts_int in Hx. destruct (0 <? m); [|contradiction].
    destruct Hx as [<-|[]]. apply le_refl.
  - rewrite dyadic_S in Hx. destruct (Z.even m) eqn:E.
    + apply Z.even_spec in E as [h ->]. rewrite Z.mul_comm, Z.div_mul in Hx by lia.
      apply IH in Hx. eapply le_trans; [exact Hx|]. apply dyadic_le. unfold dle.
      rewrite pw_S. pose proof (pw_pos k). nia.
    + simpl in Hx. destruct Hx as [<-|[]].
      assert (Ho : Z.odd m = true) by (rewrite <- Z.negb_even, E; reflexivity).
      apply Z.odd_spec in Ho as [h ->]. replace ((2 * h + 1 - 1) / 2) with h.
      * apply dyadic_le. unfold dle. rewrite pw_S. pose proof (pw_pos k). nia.
      * replace (2 * h + 1 - 1) with (h * 2) by lia. rewrite Z.div_mul; lia.
Qed.

Lemma dyadic_rights_above m k x : In x (rights (dyadic m k)) -> le (dyadic (m + 1) k) x.
Proof.
  revert m x. induction k as [|k IH]; intros m x Hx.
  - simpl in Hx. rewrite rights_int in Hx. destruct (m <? 0); [|contradiction].
    destruct Hx as [<-|[]]. apply le_refl.
  - rewrite dyadic_S in Hx. destruct (Z.even m) eqn:E.
    + apply Z.even_spec in E as [h ->]. rewrite Z.mul_comm, Z.div_mul in Hx by lia.
      apply IH in Hx. eapply le_trans; [|exact Hx]. apply dyadic_le. unfold dle.
      rewrite pw_S. pose proof (pw_pos k). nia.
    + simpl in Hx. destruct Hx as [<-|[]].
      assert (Ho : Z.odd m = true) by (rewrite <- Z.negb_even, E; reflexivity).
      apply Z.odd_spec in Ho as [h ->]. replace ((2 * h + 1 + 1) / 2) with (h + 1).
      * apply dyadic_le. unfold dle. rewrite pw_S. pose proof (pw_pos k). nia.
      * replace (2 * h + 1 + 1) with ((h + 1) * 2) by lia. rewrite Z.div_mul; lia.
Qed.

(* m / 2^(k+1) with 2^(k+1) dividing m is (m/2) / 2^k with 2^k dividing m/2. *)
Lemma divisible_half m k : m mod pw (S k) = 0 -> exists h, m = 2 * h /\ h mod pw k = 0.
Proof.
  intros H. rewrite pw_S in H. pose proof (pw_pos k).
  apply Z.mod_divide in H as [c Hc]; [|lia].
  exists (c * pw k). split; [lia|]. apply Z.mod_divide; [lia|]. exists c. reflexivity.
Qed.

Lemma dyadic_lefts_nil m k : m <= 0 -> m mod pw k = 0 -> lefts (dyadic m k) = [].
Proof.
  revert m. induction k as [|k IH]; intros m H1 H2.
  - simpl. rewrite lefts_int. destruct (Z.ltb_spec 0 m); [lia|reflexivity].
  - apply divisible_half in H2 as [h [-> Hh]]. rewrite dyadic_double. apply IH; auto; lia.
Qed.

Lemma dyadic_rights_nil m k : 0 <= m -> m mod pw k = 0 -> rights (dyadic m k) = [].
Proof.
  revert m. induction k as [|k IH]; intros m H1 H2.
  - simpl. rewrite rights_int. destruct (Z.ltb_spec m 0); [lia|reflexivity].
  - apply divisible_half in H2 as [h [-> Hh]]. rewrite dyadic_double. apply IH; auto; lia.
Qed.

(* ------------------------------------------------------------------ *)
(* A number against a game: only bounds on the number's options        *)

Lemma le_num_node_l m k hl hr (n : nat) :
  (n < length hl)%nat -> le (dyadic (m - 1) k) (nth n hl zero) ->
  all (fun b => lf (dyadic m k) b) hr -> le (dyadic m k) (Game hl hr).
Proof.
  intros Hn H Hr. apply le_def. simpl. split; [|apply all_in; auto].
  intros a Ha. apply dyadic_lefts_below in Ha.
  apply lf_left_nth with n; auto. eapply le_trans; eauto.
Qed.

Lemma le_num_node_0 m k hl hr :
  m <= 0 -> m mod pw k = 0 -> all (fun b => lf (dyadic m k) b) hr -> le (dyadic m k) (Game hl hr).
Proof.
  intros H1 H2 Hr. apply le_def. simpl. split; [|apply all_in; auto].
  rewrite dyadic_lefts_nil by auto. simpl. tauto.
Qed.

Lemma le_node_num_r gl gr m k (n : nat) :
  (n < length gr)%nat -> le (nth n gr zero) (dyadic (m + 1) k) ->
  all (fun a => lf a (dyadic m k)) gl -> le (Game gl gr) (dyadic m k).
Proof.
  intros Hn H Hl. apply le_def. simpl. split; [apply all_in; auto|].
  intros b Hb. apply dyadic_rights_above in Hb.
  apply lf_right_nth with n; auto. eapply le_trans; eauto.
Qed.

Lemma le_node_num_0 gl gr m k :
  0 <= m -> m mod pw k = 0 -> all (fun a => lf a (dyadic m k)) gl -> le (Game gl gr) (dyadic m k).
Proof.
  intros H1 H2 Hl. apply le_def. simpl. split; [apply all_in; auto|].
  rewrite dyadic_rights_nil by auto. simpl. tauto.
Qed.

(* The same for integer leaves, int m = dyadic m 0. *)
Lemma le_int_node_l m hl hr (n : nat) :
  (n < length hl)%nat -> le (int (m - 1)) (nth n hl zero) ->
  all (fun b => lf (int m) b) hr -> le (int m) (Game hl hr).
Proof. exact (le_num_node_l m 0 hl hr n). Qed.

Lemma le_int_node_0 m hl hr :
  m <= 0 -> all (fun b => lf (int m) b) hr -> le (int m) (Game hl hr).
Proof. intros H. apply (le_num_node_0 m 0); auto. rewrite pw_0, Z.mod_1_r. reflexivity. Qed.

Lemma le_node_int_r gl gr m (n : nat) :
  (n < length gr)%nat -> le (nth n gr zero) (int (m + 1)) ->
  all (fun a => lf a (int m)) gl -> le (Game gl gr) (int m).
Proof. exact (le_node_num_r gl gr m 0 n). Qed.

Lemma le_node_int_0 gl gr m :
  0 <= m -> all (fun a => lf a (int m)) gl -> le (Game gl gr) (int m).
Proof. intros H. apply (le_node_num_0 gl gr m 0); auto. rewrite pw_0, Z.mod_1_r. reflexivity. Qed.

(* Through a number in between. *)
Lemma le_via x z y : le x z -> le z y -> le x y.
Proof. apply le_trans. Qed.

Lemma lf_via_le x z y : le x z -> lf z y -> lf x y.
Proof. apply le_lf_trans. Qed.

Lemma lf_via_lf x z y : lf x z -> le z y -> lf x y.
Proof. apply lf_le_trans. Qed.

(* lia, after turning every x mod m and x / m of the context into equations
   (regions with residues, such as b mod 2 = 1, are hypotheses of the
   generated proofs; lia alone treats mod as an opaque function). *)
Ltac lia_mod := try Z.div_mod_to_equations; lia.

(* One disjunct of the goal at a time, each by lia_mod; fails if none holds
   alone. *)
Ltac lia_pick :=
  lazymatch goal with
  | |- _ \/ _ => first [ left; lia_mod | right; lia_pick ]
  | |- _ => lia_mod
  end.

(* lia_mod, for goals that are unions of regions (a strategy's domain, the
   part of a node an answer takes, from the node's domain). lia works on
   the negated goal, a conjunction of disjunctions, case by case: one such
   goal of six disjuncts, with a domain of eight in the context, took 31 s,
   and 11 s more at Qed (tf_half_leaf_strategy.v of coq:export_strategy,
   80 s in all, 37 s so). Here, for a goal that is a disjunction, the
   context's disjunctions are split first, and in each case the goal's
   disjuncts are tried one by one: a part of a domain usually lies in one
   part of the other. Where none does alone, lia_mod gets the whole goal of
   that case, so every goal lia_mod proves, zlia proves. Other goals go to
   lia_mod as they are (splitting the context first only repeats lia's
   preprocessing once per case). *)
Ltac zlia :=
  lazymatch goal with
  | |- ?A \/ ~ ?A => lia_mod  (* a decision (Chomp's or_dec): no side holds alone *)
  | |- _ \/ _ =>
      repeat match goal with H : _ \/ _ |- _ => destruct H as [H|H] end;
      first [ lia_pick | lia_mod ]
  | |- _ => lia_mod
  end.

(* A decision A \/ ~ A of an arithmetic atom: lia with the context cleared
   (the other hypotheses would only make lia search longer). Picking a side
   would fail on both, so lia_mod decides it whole. *)
Ltac decide_lia := repeat match goal with H : _ |- _ => clear H end; lia_mod.

(* Two number leaves: integer arithmetic. *)
Ltac num_cmp :=
  rewrite ?int_is_dyadic;
  first [ apply dyadic_le | apply dyadic_lf | apply dyadic_eqv ];
  unfold dle, pw; simpl Z.of_nat; rewrite ?Z.pow_0_r; cbn [Z.pow Z.pow_pos Pos.iter]; zlia.

(* Side conditions of the lemmas above. *)
Ltac side_lia := unfold pw; simpl Z.of_nat; cbn [Z.pow Z.pow_pos Pos.iter length]; zlia.
