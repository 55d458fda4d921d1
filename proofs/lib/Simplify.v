(* Value-preserving simplifications of a game's option lists:
   adding or removing an option that cannot matter (gift horse), removing
   dominated options, bypassing reversible options. *)

From Coq Require Import List Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games.

(* Gift horse: a Left option a with a <| G may be added to (or removed
   from) G = {l | r} without changing its value; likewise on the right. *)
Lemma gift_left a l r : lf a (Game l r) -> Game (a :: l) r == Game l r.
Proof.
  intros Ha. split.
  - apply le_def. simpl. split.
    + intros x [<-|Hx]; [exact Ha|apply lf_left; auto].
    + intros b Hb. apply lf_right. simpl. auto.
  - apply le_options; simpl; intros x Hx; exists x; auto using le_refl.
Qed.

Lemma gift_right b l r : lf (Game l r) b -> Game l (b :: r) == Game l r.
Proof.
  intros Hb. split.
  - apply le_options; simpl; intros x Hx; exists x; auto using le_refl.
  - apply le_def. simpl. split.
    + intros a Ha. apply lf_left. simpl. auto.
    + intros x [<-|Hx]; [exact Hb|apply lf_right; auto].
Qed.

(* Options are a set: order and position do not matter. *)
Lemma options_perm l l' r r' :
  (forall x, In x l <-> In x l') -> (forall x, In x r <-> In x r') ->
  Game l r == Game l' r'.
Proof.
  intros Hl Hr. apply eqv_options; simpl; intros x Hx; exists x;
    split; try reflexivity; firstorder.
Qed.

(* Removing an option anywhere in the list. *)
Lemma gift_left_at a l1 l2 r :
  lf a (Game (l1 ++ l2) r) -> Game (l1 ++ a :: l2) r == Game (l1 ++ l2) r.
Proof.
  intros H. rewrite <- (gift_left a _ _ H). apply options_perm; [|tauto].
  intros x. simpl. rewrite !in_app_iff. simpl. tauto.
Qed.

Lemma gift_right_at b l r1 r2 :
  lf (Game l (r1 ++ r2)) b -> Game l (r1 ++ b :: r2) == Game l (r1 ++ r2).
Proof.
  intros H. rewrite <- (gift_right b _ _ H). apply options_perm; [tauto|].
  intros x. simpl. rewrite !in_app_iff. simpl. tauto.
Qed.

(* Dominated options: a Left option a <= some other Left option b. *)
Lemma dominated_left a b l1 l2 r :
  In b (l1 ++ l2) -> le a b -> Game (l1 ++ a :: l2) r == Game (l1 ++ l2) r.
Proof.
  intros Hb Hab. apply gift_left_at. apply le_lf_trans with b; auto.
  apply lf_left. exact Hb.
Qed.

Lemma dominated_right a b l r1 r2 :
  In b (r1 ++ r2) -> le b a -> Game l (r1 ++ a :: r2) == Game l (r1 ++ r2).
Proof.
  intros Hb Hba. apply gift_right_at. apply lf_le_trans with b; auto.
  apply lf_right. exact Hb.
Qed.

(* Reversible options.  If a Left option a of G has a Right option c with
   c <= G, then a may be replaced by the Left options of c. *)
Lemma reversible_left a c l1 l2 r :
  In c (rights a) -> le c (Game (l1 ++ a :: l2) r) ->
  Game (l1 ++ a :: l2) r == Game (l1 ++ l2 ++ lefts c) r.
Proof.
  intros Hc Hcg. set (G := Game (l1 ++ a :: l2) r). set (H := Game (l1 ++ l2 ++ lefts c) r).
  assert (HcH : le c H).
  { apply le_def. split.
    - intros x Hx. apply lf_left. unfold H; simpl. rewrite !in_app_iff. auto.
    - intros b Hb. apply le_lf_trans with G; auto. apply lf_right. exact Hb. }
  split.
  - apply le_def. split.
    + intros x Hx. simpl in Hx. rewrite in_app_iff in Hx. simpl in Hx.
      destruct Hx as [Hx|[<-|Hx]].
      * apply lf_left. unfold H; simpl. rewrite !in_app_iff. auto.
      * apply lf_def. right. exists c. auto.
      * apply lf_left. unfold H; simpl. rewrite !in_app_iff. auto.
    + intros b Hb. apply lf_right. exact Hb.
  - apply le_def. split.
    + intros x Hx. simpl in Hx. rewrite !in_app_iff in Hx. destruct Hx as [Hx|[Hx|Hx]].
      * apply lf_left. unfold G; simpl. rewrite in_app_iff. auto.
      * apply lf_left. unfold G; simpl. rewrite in_app_iff. simpl. auto.
      * apply lf_le_trans with c; auto. apply lf_left. exact Hx.
    + intros b Hb. apply lf_right. exact Hb.
Qed.

Lemma reversible_right b d l r1 r2 :
  In d (lefts b) -> le (Game l (r1 ++ b :: r2)) d ->
  Game l (r1 ++ b :: r2) == Game l (r1 ++ r2 ++ rights d).
Proof.
  intros Hd Hgd. set (G := Game l (r1 ++ b :: r2)). set (H := Game l (r1 ++ r2 ++ rights d)).
  assert (HHd : le H d).
  { apply le_def. split.
    - intros a Ha. apply lf_le_trans with G; auto. apply lf_left. exact Ha.
    - intros x Hx. apply lf_right. unfold H; simpl. rewrite !in_app_iff. auto. }
  split.
  - apply le_def. split.
    + intros a Ha. apply lf_left. exact Ha.
    + intros x Hx. simpl in Hx. rewrite !in_app_iff in Hx. destruct Hx as [Hx|[Hx|Hx]].
      * apply lf_right. unfold G; simpl. rewrite in_app_iff. auto.
      * apply lf_right. unfold G; simpl. rewrite in_app_iff. simpl. auto.
      * apply le_lf_trans with d; auto. apply lf_right. exact Hx.
  - apply le_def. split.
    + intros a Ha. apply lf_left. exact Ha.
    + intros x Hx. simpl in Hx. rewrite in_app_iff in Hx. simpl in Hx.
      destruct Hx as [Hx|[<-|Hx]].
      * apply lf_right. unfold H; simpl. rewrite !in_app_iff. auto.
      * apply lf_def. left. exists d. auto.
      * apply lf_right. unfold H; simpl. rewrite !in_app_iff. auto.
Qed.

Lemma Forall2_eqv_refl l : Forall2 eqv l l.
Proof. induction l; constructor; auto using eqv_refl. Qed.

(* Replacing options one list position at a time, for rewriting. *)

Lemma replace_left_at a a' l1 l2 r :
  a == a' -> Game (l1 ++ a :: l2) r == Game (l1 ++ a' :: l2) r.
Proof.
  intros H. apply eqv_replace; [|apply Forall2_eqv_refl].
  apply Forall2_app; [apply Forall2_eqv_refl|constructor; auto using Forall2_eqv_refl].
Qed.

Lemma replace_right_at b b' l r1 r2 :
  b == b' -> Game l (r1 ++ b :: r2) == Game l (r1 ++ b' :: r2).
Proof.
  intros H. apply eqv_replace; [apply Forall2_eqv_refl|].
  apply Forall2_app; [apply Forall2_eqv_refl|constructor; auto using Forall2_eqv_refl].
Qed.

(* Setoid rewriting inside option lists: [rewrite H] with H : x == y
   replaces x by y in [Game [.. x ..] [..]]. *)
#[export] Instance Forall2_eqv_Reflexive : Reflexive (Forall2 eqv).
Proof. intros l. apply Forall2_eqv_refl. Qed.

#[export] Instance cons_Proper : Proper (eqv ==> Forall2 eqv ==> Forall2 eqv) (@cons game).
Proof. intros x y Hxy l l' Hl. constructor; auto. Qed.

#[export] Instance app_Proper : Proper (Forall2 eqv ==> Forall2 eqv ==> Forall2 eqv) (@app game).
Proof. intros l1 l1' H1 l2 l2' H2. apply Forall2_app; auto. Qed.

#[export] Instance Game_Proper : Proper (Forall2 eqv ==> Forall2 eqv ==> eqv) Game.
Proof. intros l l' Hl r r' Hr. apply eqv_replace; auto. Qed.

(* The commonest reversal: G = {x | } where x has the Right option 0;
   since 0 <= G, x reverses through 0 and G = { | } = 0. *)
Lemma reverse_left_zero x : In zero (rights x) -> Game [x] [] == zero.
Proof.
  intros H. rewrite (reversible_left x zero [] [] [] H); [reflexivity|].
  apply le_no_options; reflexivity.
Qed.
