(* Short games and Conway's order.

   A game is a pair of finite lists of games: the options of Left and of
   Right.  [le x y] ("x <= y") is computed by [cmp], one nested fixpoint that
   returns both x <= y and y <= x, so Coq accepts it without fuel:
     x <= y  iff  no Left option xL of x has y <= xL
                  and no Right option yR of y has yR <= x.
   [lf x y] ("x <| y", less or confused) is not (y <= x); [eqv] ("==") is
   equality of values.  Sum and negation are the usual ones. *)

From Coq Require Import List Bool Arith Lia Setoid Morphisms.
Import ListNotations.

Inductive game : Type := Game : list game -> list game -> game.

Definition lefts (g : game) : list game := match g with Game l _ => l end.
Definition rights (g : game) : list game := match g with Game _ r => r end.

Definition zero : game := Game [] [].

(* ------------------------------------------------------------------ *)
(* The order                                                           *)

(* cmp x y = (x <= y, y <= x). *)
Fixpoint cmp (x : game) : game -> bool * bool :=
  fix cmp_x (y : game) : bool * bool :=
    match x, y with
    | Game xl xr, Game yl yr =>
      (forallb (fun a => negb (snd (cmp a y))) xl
         && forallb (fun b => negb (snd (cmp_x b))) yr,
       forallb (fun b => negb (fst (cmp_x b))) yl
         && forallb (fun a => negb (fst (cmp a y))) xr)
    end.

Definition leb (x y : game) : bool := fst (cmp x y).
Definition le (x y : game) : Prop := leb x y = true.
Definition lf (x y : game) : Prop := ~ le y x.
Definition eqv (x y : game) : Prop := le x y /\ le y x.

Infix "==" := eqv (at level 70, no associativity).

(* ------------------------------------------------------------------ *)
(* Sizes, for inductions on several games at once                      *)

Fixpoint size (g : game) : nat :=
  match g with Game l r => S (list_sum (map size l) + list_sum (map size r)) end.

Lemma list_sum_in (l : list game) x : In x l -> size x <= list_sum (map size l).
Proof.
  induction l as [|y l IH]; simpl; [tauto|].
  intros [->|H]; [lia|]. specialize (IH H). lia.
Qed.

Lemma size_left g x : In x (lefts g) -> size x < size g.
Proof. destruct g as [l r]; simpl. intros H. apply list_sum_in in H. lia. Qed.

Lemma size_right g x : In x (rights g) -> size x < size g.
Proof. destruct g as [l r]; simpl. intros H. apply list_sum_in in H. lia. Qed.

Lemma size_pos g : 0 < size g.
Proof. destruct g; simpl; lia. Qed.

(* Induction over games with a hypothesis for every option. *)
Lemma game_ind' (P : game -> Prop) :
  (forall g, (forall x, In x (lefts g) -> P x) ->
             (forall x, In x (rights g) -> P x) -> P g) ->
  forall g, P g.
Proof.
  intros H g. remember (size g) as n. revert g Heqn.
  induction n as [n IH] using lt_wf_ind. intros g ->.
  apply H; intros x Hx; apply (IH (size x)); auto.
  - apply size_left; auto.
  - apply size_right; auto.
Qed.

(* ------------------------------------------------------------------ *)
(* Unfolding the order                                                  *)

Lemma cmp_eq xl xr yl yr :
  cmp (Game xl xr) (Game yl yr) =
  (forallb (fun a => negb (snd (cmp a (Game yl yr)))) xl
     && forallb (fun b => negb (snd (cmp (Game xl xr) b))) yr,
   forallb (fun b => negb (fst (cmp (Game xl xr) b))) yl
     && forallb (fun a => negb (fst (cmp a (Game yl yr)))) xr).
Proof. reflexivity. Qed.

Lemma forallb_ext_in {A} (f g : A -> bool) l :
  (forall x, In x l -> f x = g x) -> forallb f l = forallb g l.
Proof.
  induction l as [|y l IH]; simpl; intros H; auto.
  rewrite H, IH; auto.
Qed.

Lemma cmp_swap x y : snd (cmp x y) = fst (cmp y x).
Proof.
  remember (size x + size y) as n. revert x y Heqn.
  induction n as [n IH] using lt_wf_ind. intros [xl xr] [yl yr] Hn.
  rewrite !cmp_eq. cbn [fst snd]. f_equal.
  - apply forallb_ext_in. intros b Hb. f_equal. symmetry.
    apply (IH (size b + size (Game xl xr))); auto.
    pose proof (size_left (Game yl yr) b Hb). lia.
  - apply forallb_ext_in. intros a Ha. f_equal. symmetry.
    apply (IH (size (Game yl yr) + size a)); auto.
    pose proof (size_right (Game xl xr) a Ha). lia.
Qed.

Lemma negb_true_not (b : bool) : negb b = true <-> ~ b = true.
Proof. destruct b; simpl; intuition congruence. Qed.

Lemma le_def x y :
  le x y <-> (forall a, In a (lefts x) -> lf a y) /\
             (forall b, In b (rights y) -> lf x b).
Proof.
  destruct x as [xl xr], y as [yl yr]. unfold lf, le, leb.
  rewrite cmp_eq. cbn [fst snd lefts rights]. rewrite andb_true_iff, !forallb_forall.
  split; intros [H1 H2]; split; intros z Hz; unfold leb in *.
  - apply negb_true_not. rewrite <- cmp_swap. auto.
  - apply negb_true_not. rewrite <- cmp_swap. auto.
  - rewrite cmp_swap. apply negb_true_not. auto.
  - rewrite cmp_swap. apply negb_true_not. auto.
Qed.

Lemma le_dec x y : {le x y} + {~ le x y}.
Proof. unfold le. destruct (leb x y); auto. Qed.

Lemma le_exists_dec x l :
  {b | In b l /\ le x b} + {forall b, In b l -> ~ le x b}.
Proof.
  induction l as [|y l IH]; [right; simpl; tauto|].
  destruct (le_dec x y) as [H|H]; [left; exists y; simpl; auto|].
  destruct IH as [[b Hb]|IH]; [left; exists b; simpl; tauto|].
  right. intros b [<-|Hb]; auto.
Qed.

Lemma le_exists_dec' y l :
  {a | In a l /\ le a y} + {forall a, In a l -> ~ le a y}.
Proof.
  induction l as [|x l IH]; [right; simpl; tauto|].
  destruct (le_dec x y) as [H|H]; [left; exists x; simpl; auto|].
  destruct IH as [[a Ha]|IH]; [left; exists a; simpl; tauto|].
  right. intros a [<-|Ha]; auto.
Qed.

Lemma lf_def x y :
  lf x y <-> (exists b, In b (lefts y) /\ le x b) \/
             (exists a, In a (rights x) /\ le a y).
Proof.
  unfold lf. rewrite le_def. split.
  - intros H.
    destruct (le_exists_dec x (lefts y)) as [[b Hb]|H1]; [eauto|].
    destruct (le_exists_dec' y (rights x)) as [[a Ha]|H2]; [eauto|].
    exfalso. apply H. split; intros z Hz Hle; [exact (H1 z Hz Hle)|exact (H2 z Hz Hle)].
  - intros [[b [Hb Hxb]]|[a [Ha Hay]]] [H1 H2].
    + exact (H1 b Hb Hxb).
    + exact (H2 a Ha Hay).
Qed.

(* ------------------------------------------------------------------ *)
(* Reflexivity, transitivity                                           *)

Lemma le_refl x : le x x.
Proof.
  induction x as [x IHl IHr] using game_ind'.
  apply le_def. split.
  - intros a Ha. apply lf_def. left. exists a. auto.
  - intros b Hb. apply lf_def. right. exists b. auto.
Qed.

Lemma lf_left x a : In a (lefts x) -> lf a x.
Proof. intros H. apply lf_def. left. exists a. split; auto using le_refl. Qed.

Lemma lf_right x b : In b (rights x) -> lf x b.
Proof. intros H. apply lf_def. right. exists b. split; auto using le_refl. Qed.

Lemma le_trans x y z : le x y -> le y z -> le x z.
Proof.
  remember (size x + size y + size z) as n. revert x y z Heqn.
  induction n as [n IH] using lt_wf_ind. intros x y z Hn Hxy Hyz.
  pose proof Hxy as Hxy'. pose proof Hyz as Hyz'.
  apply le_def in Hxy' as [Hx1 Hx2]. apply le_def in Hyz' as [Hy1 Hy2].
  apply le_def. split.
  - intros a Ha Hza. apply (Hx1 a Ha).
    apply (IH (size y + size z + size a)) with z; auto.
    pose proof (size_left x a Ha). lia.
  - intros c Hc Hcx. apply (Hy2 c Hc).
    apply (IH (size c + size x + size y)) with x; auto.
    pose proof (size_right z c Hc). lia.
Qed.

Lemma le_lf_trans x y z : le x y -> lf y z -> lf x z.
Proof. intros H1 H2 H3. apply H2. exact (le_trans _ _ _ H3 H1). Qed.

Lemma lf_le_trans x y z : lf x y -> le y z -> lf x z.
Proof. intros H1 H2 H3. apply H1. exact (le_trans _ _ _ H2 H3). Qed.

Lemma lf_irrefl x : ~ lf x x.
Proof. intros H. apply H, le_refl. Qed.

(* Comparing option by option: no induction needed. *)
Lemma le_options x y :
  (forall a, In a (lefts x) -> exists b, In b (lefts y) /\ le a b) ->
  (forall b, In b (rights y) -> exists a, In a (rights x) /\ le a b) ->
  le x y.
Proof.
  intros H1 H2. apply le_def. split.
  - intros a Ha. destruct (H1 a Ha) as [b [Hb Hab]].
    apply le_lf_trans with b; auto using lf_left.
  - intros b Hb. destruct (H2 b Hb) as [a [Ha Hab]].
    apply lf_le_trans with a; auto using lf_right.
Qed.

(* ------------------------------------------------------------------ *)
(* Equality of values                                                  *)

Lemma eqv_refl x : x == x.
Proof. split; apply le_refl. Qed.

Lemma eqv_sym x y : x == y -> y == x.
Proof. intros [H1 H2]; split; auto. Qed.

Lemma eqv_trans x y z : x == y -> y == z -> x == z.
Proof. intros [H1 H2] [H3 H4]; split; eauto using le_trans. Qed.

#[export] Instance eqv_Equivalence : Equivalence eqv.
Proof. split; red; eauto using eqv_refl, eqv_sym, eqv_trans. Qed.

#[export] Instance le_PreOrder : PreOrder le.
Proof. split; red; eauto using le_refl, le_trans. Qed.

#[export] Instance le_Proper : Proper (eqv ==> eqv ==> iff) le.
Proof.
  intros x x' [Hx Hx'] y y' [Hy Hy']. split; intros H; eauto using le_trans.
Qed.

#[export] Instance lf_Proper : Proper (eqv ==> eqv ==> iff) lf.
Proof. intros x x' Hx y y' Hy. unfold lf. rewrite Hx, Hy. tauto. Qed.

Lemma eqv_options x y :
  (forall a, In a (lefts x) -> exists b, In b (lefts y) /\ a == b) ->
  (forall b, In b (lefts y) -> exists a, In a (lefts x) /\ a == b) ->
  (forall a, In a (rights x) -> exists b, In b (rights y) /\ a == b) ->
  (forall b, In b (rights y) -> exists a, In a (rights x) /\ a == b) ->
  x == y.
Proof.
  intros H1 H2 H3 H4. split; apply le_options.
  - intros a Ha. destruct (H1 a Ha) as [b [Hb [Hab _]]]. eauto.
  - intros b Hb. destruct (H4 b Hb) as [a [Ha [Hab _]]]. eauto.
  - intros b Hb. destruct (H2 b Hb) as [a [Ha [_ Hba]]]. eauto.
  - intros a Ha. destruct (H3 a Ha) as [b [Hb [_ Hba]]]. eauto.
Qed.

Lemma Forall2_in_l {A B} (R : A -> B -> Prop) l l' x :
  Forall2 R l l' -> In x l -> exists y, In y l' /\ R x y.
Proof.
  induction 1 as [|a b l l' Hab _ IH]; simpl; [tauto|].
  intros [<-|Hx]; [eauto|]. destruct (IH Hx) as [y [Hy Hxy]]; eauto.
Qed.

Lemma Forall2_in_r {A B} (R : A -> B -> Prop) l l' y :
  Forall2 R l l' -> In y l' -> exists x, In x l /\ R x y.
Proof.
  induction 1 as [|a b l l' Hab _ IH]; simpl; [tauto|].
  intros [<-|Hy]; [eauto|]. destruct (IH Hy) as [x [Hx Hxy]]; eauto.
Qed.

(* Options may be replaced by equal ones (lists of the same length). *)
Lemma eqv_replace l l' r r' :
  Forall2 eqv l l' -> Forall2 eqv r r' -> Game l r == Game l' r'.
Proof.
  intros Hl Hr. apply eqv_options; simpl.
  - intros a Ha. destruct (Forall2_in_l _ _ _ _ Hl Ha) as [b [Hb Hab]]. eauto.
  - intros b Hb. destruct (Forall2_in_r _ _ _ _ Hl Hb) as [a [Ha Hab]]. eauto.
  - intros a Ha. destruct (Forall2_in_l _ _ _ _ Hr Ha) as [b [Hb Hab]]. eauto.
  - intros b Hb. destruct (Forall2_in_r _ _ _ _ Hr Hb) as [a [Ha Hab]]. eauto.
Qed.

(* ------------------------------------------------------------------ *)
(* Negation                                                            *)

Fixpoint neg (g : game) : game :=
  match g with Game l r => Game (map neg r) (map neg l) end.

Lemma lefts_neg g : lefts (neg g) = map neg (rights g).
Proof. destruct g; reflexivity. Qed.

Lemma rights_neg g : rights (neg g) = map neg (lefts g).
Proof. destruct g; reflexivity. Qed.

Lemma neg_neg g : neg (neg g) = g.
Proof.
  induction g as [g IHl IHr] using game_ind'. destruct g as [l r]; simpl in *.
  rewrite !map_map. f_equal; rewrite <- map_id; apply map_ext_in; auto.
Qed.

Lemma le_neg x y : le x y <-> le (neg y) (neg x).
Proof.
  remember (size x + size y) as n. revert x y Heqn.
  induction n as [n IH] using lt_wf_ind. intros x y Hn.
  rewrite !le_def, lefts_neg, rights_neg. unfold lf.
  split; intros [H1 H2]; split.
  - intros c Hc. apply in_map_iff in Hc as [b [<- Hb]].
    rewrite <- (IH (size x + size b)); [apply H2; auto| |lia].
    pose proof (size_right y b Hb). lia.
  - intros d Hd. apply in_map_iff in Hd as [a [<- Ha]].
    rewrite <- (IH (size a + size y)); [apply H1; auto| |lia].
    pose proof (size_left x a Ha). lia.
  - intros a Ha. rewrite (IH (size a + size y)); [|pose proof (size_left x a Ha); lia|lia].
    apply H2. apply in_map; auto.
  - intros b Hb. rewrite (IH (size x + size b)); [|pose proof (size_right y b Hb); lia|lia].
    apply H1. apply in_map; auto.
Qed.

Lemma lf_neg x y : lf x y <-> lf (neg y) (neg x).
Proof. unfold lf. rewrite le_neg. tauto. Qed.

#[export] Instance neg_Proper : Proper (eqv ==> eqv) neg.
Proof. intros x y [H1 H2]. split; apply le_neg; rewrite !neg_neg; auto. Qed.

(* ------------------------------------------------------------------ *)
(* Sum                                                                 *)

Fixpoint add (x : game) : game -> game :=
  fix add_x (y : game) : game :=
    match x, y with
    | Game xl xr, Game yl yr =>
      Game (map (fun a => add a y) xl ++ map add_x yl)
           (map (fun a => add a y) xr ++ map add_x yr)
    end.

Lemma lefts_add x y :
  lefts (add x y) = map (fun a => add a y) (lefts x) ++ map (add x) (lefts y).
Proof. destruct x, y; reflexivity. Qed.

Lemma rights_add x y :
  rights (add x y) = map (fun a => add a y) (rights x) ++ map (add x) (rights y).
Proof. destruct x, y; reflexivity. Qed.

Lemma in_lefts_add x y c :
  In c (lefts (add x y)) <->
  (exists a, In a (lefts x) /\ c = add a y) \/ (exists b, In b (lefts y) /\ c = add x b).
Proof.
  rewrite lefts_add, in_app_iff, !in_map_iff.
  split; intros [[z [H1 H2]]|[z [H1 H2]]]; eauto.
Qed.

Lemma in_rights_add x y c :
  In c (rights (add x y)) <->
  (exists a, In a (rights x) /\ c = add a y) \/ (exists b, In b (rights y) /\ c = add x b).
Proof.
  rewrite rights_add, in_app_iff, !in_map_iff.
  split; intros [[z [H1 H2]]|[z [H1 H2]]]; eauto.
Qed.

Lemma add_le_lf_mono n x y z : size x + size y + size z <= n ->
  (le x y -> le (add x z) (add y z)) /\ (lf x y -> lf (add x z) (add y z)).
Proof.
  revert x y z. induction n as [|n IH]; intros x y z Hn.
  { pose proof (size_pos x). lia. }
  split.
  - intros Hxy. pose proof Hxy as Hxy'. apply le_def in Hxy' as [H1 H2].
    apply le_def. split.
    + intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
      * pose proof (size_left x a Ha). apply IH; [lia|auto].
      * pose proof (size_left z b Hb).
        apply le_lf_trans with (add y b); [apply IH; [lia|auto]|].
        apply lf_left. apply in_lefts_add. right. eauto.
    + intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
      * pose proof (size_right y a Ha). apply IH; [lia|auto].
      * pose proof (size_right z b Hb).
        apply lf_le_trans with (add x b); [|apply IH; [lia|auto]].
        apply lf_right. apply in_rights_add. right. eauto.
  - intros Hxy. apply lf_def in Hxy as [[b [Hb Hxb]]|[a [Ha Hay]]].
    + pose proof (size_left y b Hb). apply lf_def. left.
      exists (add b z). split; [apply in_lefts_add; left; eauto|].
      apply IH; [lia|auto].
    + pose proof (size_right x a Ha). apply lf_def. right.
      exists (add a z). split; [apply in_rights_add; left; eauto|].
      apply IH; [lia|auto].
Qed.

Lemma add_le_mono_r x y z : le x y -> le (add x z) (add y z).
Proof. apply (add_le_lf_mono (size x + size y + size z)); lia. Qed.

Lemma add_lf_mono_r x y z : lf x y -> lf (add x z) (add y z).
Proof. apply (add_le_lf_mono (size x + size y + size z)); lia. Qed.

Lemma add_comm x y : add x y == add y x.
Proof.
  remember (size x + size y) as n. revert x y Heqn.
  induction n as [n IH] using lt_wf_ind. intros x y Hn.
  apply eqv_options.
  - intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add y a). split; [apply in_lefts_add; right; eauto|].
      pose proof (size_left x a Ha). apply (IH (size a + size y)); auto; lia.
    + exists (add b x). split; [apply in_lefts_add; left; eauto|].
      pose proof (size_left y b Hb). apply (IH (size x + size b)); auto; lia.
  - intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add x a). split; [apply in_lefts_add; right; eauto|].
      pose proof (size_left y a Ha). apply (IH (size x + size a)); auto; lia.
    + exists (add b y). split; [apply in_lefts_add; left; eauto|].
      pose proof (size_left x b Hb). apply (IH (size b + size y)); auto; lia.
  - intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add y a). split; [apply in_rights_add; right; eauto|].
      pose proof (size_right x a Ha). apply (IH (size a + size y)); auto; lia.
    + exists (add b x). split; [apply in_rights_add; left; eauto|].
      pose proof (size_right y b Hb). apply (IH (size x + size b)); auto; lia.
  - intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add x a). split; [apply in_rights_add; right; eauto|].
      pose proof (size_right y a Ha). apply (IH (size x + size a)); auto; lia.
    + exists (add b y). split; [apply in_rights_add; left; eauto|].
      pose proof (size_right x b Hb). apply (IH (size b + size y)); auto; lia.
Qed.

Lemma add_le_mono_l x y z : le x y -> le (add z x) (add z y).
Proof.
  intros H. rewrite (add_comm z x), (add_comm z y). apply add_le_mono_r; auto.
Qed.

#[export] Instance add_Proper : Proper (eqv ==> eqv ==> eqv) add.
Proof.
  intros x x' [Hx Hx'] y y' [Hy Hy']. split.
  - apply le_trans with (add x' y); [apply add_le_mono_r|apply add_le_mono_l]; auto.
  - apply le_trans with (add x y'); [apply add_le_mono_r|apply add_le_mono_l]; auto.
Qed.

Lemma add_assoc x y z : add (add x y) z == add x (add y z).
Proof.
  remember (size x + size y + size z) as n. revert x y z Heqn.
  induction n as [n IH] using lt_wf_ind. intros x y z Hn.
  apply eqv_options.
  - intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + apply in_lefts_add in Ha as [[a' [Ha' ->]]|[b' [Hb' ->]]].
      * exists (add a' (add y z)). split; [apply in_lefts_add; left; eauto|].
        pose proof (size_left x a' Ha'). apply (IH (size a' + size y + size z)); auto; lia.
      * exists (add x (add b' z)). split.
        { apply in_lefts_add; right. exists (add b' z). split; auto.
          apply in_lefts_add; left; eauto. }
        pose proof (size_left y b' Hb'). apply (IH (size x + size b' + size z)); auto; lia.
    + exists (add x (add y b)). split.
      { apply in_lefts_add; right. exists (add y b). split; auto.
        apply in_lefts_add; right; eauto. }
      pose proof (size_left z b Hb). apply (IH (size x + size y + size b)); auto; lia.
  - intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add (add a y) z). split.
      { apply in_lefts_add; left. exists (add a y). split; auto.
        apply in_lefts_add; left; eauto. }
      pose proof (size_left x a Ha). apply (IH (size a + size y + size z)); auto; lia.
    + apply in_lefts_add in Hb as [[a' [Ha' ->]]|[b' [Hb' ->]]].
      * exists (add (add x a') z). split.
        { apply in_lefts_add; left. exists (add x a'). split; auto.
          apply in_lefts_add; right; eauto. }
        pose proof (size_left y a' Ha'). apply (IH (size x + size a' + size z)); auto; lia.
      * exists (add (add x y) b'). split; [apply in_lefts_add; right; eauto|].
        pose proof (size_left z b' Hb'). apply (IH (size x + size y + size b')); auto; lia.
  - intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + apply in_rights_add in Ha as [[a' [Ha' ->]]|[b' [Hb' ->]]].
      * exists (add a' (add y z)). split; [apply in_rights_add; left; eauto|].
        pose proof (size_right x a' Ha'). apply (IH (size a' + size y + size z)); auto; lia.
      * exists (add x (add b' z)). split.
        { apply in_rights_add; right. exists (add b' z). split; auto.
          apply in_rights_add; left; eauto. }
        pose proof (size_right y b' Hb'). apply (IH (size x + size b' + size z)); auto; lia.
    + exists (add x (add y b)). split.
      { apply in_rights_add; right. exists (add y b). split; auto.
        apply in_rights_add; right; eauto. }
      pose proof (size_right z b Hb). apply (IH (size x + size y + size b)); auto; lia.
  - intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add (add a y) z). split.
      { apply in_rights_add; left. exists (add a y). split; auto.
        apply in_rights_add; left; eauto. }
      pose proof (size_right x a Ha). apply (IH (size a + size y + size z)); auto; lia.
    + apply in_rights_add in Hb as [[a' [Ha' ->]]|[b' [Hb' ->]]].
      * exists (add (add x a') z). split.
        { apply in_rights_add; left. exists (add x a'). split; auto.
          apply in_rights_add; right; eauto. }
        pose proof (size_right y a' Ha'). apply (IH (size x + size a' + size z)); auto; lia.
      * exists (add (add x y) b'). split; [apply in_rights_add; right; eauto|].
        pose proof (size_right z b' Hb'). apply (IH (size x + size y + size b')); auto; lia.
Qed.

Lemma add_zero_r x : add x zero == x.
Proof.
  induction x as [x IHl IHr] using game_ind'.
  apply eqv_options.
  - intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb _]]]; [eauto|contradiction].
  - intros b Hb. exists (add b zero). split; [apply in_lefts_add; left; eauto|auto].
  - intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb _]]]; [eauto|contradiction].
  - intros b Hb. exists (add b zero). split; [apply in_rights_add; left; eauto|auto].
Qed.

Lemma add_zero_l x : add zero x == x.
Proof. rewrite add_comm. apply add_zero_r. Qed.

Lemma add_neg_r x : add x (neg x) == zero.
Proof.
  induction x as [x IHl IHr] using game_ind'. split.
  - apply le_def. split; [|simpl; contradiction].
    intros c Hc. apply lf_def. right.
    apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add a (neg a)). split; [|apply IHl; auto].
      apply in_rights_add. right. exists (neg a). split; auto.
      rewrite rights_neg. apply in_map; auto.
    + rewrite lefts_neg in Hb. apply in_map_iff in Hb as [a [<- Ha]].
      exists (add a (neg a)). split; [|apply IHr; auto].
      apply in_rights_add. left. eauto.
  - apply le_def. split; [simpl; contradiction|].
    intros c Hc. apply lf_def. left.
    apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add a (neg a)). split; [|apply IHr; auto].
      apply in_lefts_add. right. exists (neg a). split; auto.
      rewrite lefts_neg. apply in_map; auto.
    + rewrite rights_neg in Hb. apply in_map_iff in Hb as [a [<- Ha]].
      exists (add a (neg a)). split; [|apply IHl; auto].
      apply in_lefts_add. left. eauto.
Qed.

Lemma add_neg_l x : add (neg x) x == zero.
Proof. rewrite add_comm. apply add_neg_r. Qed.

Lemma add_cancel_r x y z : le (add x z) (add y z) -> le x y.
Proof.
  intros H. apply (add_le_mono_r _ _ (neg z)) in H.
  rewrite !add_assoc, add_neg_r, !add_zero_r in H. exact H.
Qed.

Lemma add_le_iff_r x y z : le (add x z) (add y z) <-> le x y.
Proof. split; [apply add_cancel_r|apply add_le_mono_r]. Qed.

Lemma add_le_iff_l x y z : le (add z x) (add z y) <-> le x y.
Proof. rewrite (add_comm z x), (add_comm z y). apply add_le_iff_r. Qed.

Lemma add_lf_iff_r x y z : lf (add x z) (add y z) <-> lf x y.
Proof. unfold lf. rewrite add_le_iff_r. tauto. Qed.

Lemma add_eqv_cancel_r x y z : add x z == add y z -> x == y.
Proof. intros [H1 H2]. split; eapply add_cancel_r; eauto. Qed.

Lemma neg_add x y : neg (add x y) == add (neg x) (neg y).
Proof.
  remember (size x + size y) as n. revert x y Heqn.
  induction n as [n IH] using lt_wf_ind. intros x y Hn.
  apply eqv_options; rewrite ?lefts_neg, ?rights_neg.
  - intros c Hc. apply in_map_iff in Hc as [d [<- Hd]].
    apply in_rights_add in Hd as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add (neg a) (neg y)). split.
      * apply in_lefts_add. left. exists (neg a). rewrite lefts_neg. split; auto using in_map.
      * pose proof (size_right x a Ha). apply (IH (size a + size y)); auto; lia.
    + exists (add (neg x) (neg b)). split.
      * apply in_lefts_add. right. exists (neg b). rewrite lefts_neg. split; auto using in_map.
      * pose proof (size_right y b Hb). apply (IH (size x + size b)); auto; lia.
  - intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [Hb ->]]];
      rewrite lefts_neg in *; apply in_map_iff in Ha as [a' [<- Ha']] || apply in_map_iff in Hb as [a' [<- Ha']].
    + exists (neg (add a' y)). split.
      * apply in_map. apply in_rights_add. left. eauto.
      * pose proof (size_right x a' Ha'). apply (IH (size a' + size y)); auto; lia.
    + exists (neg (add x a')). split.
      * apply in_map. apply in_rights_add. right. eauto.
      * pose proof (size_right y a' Ha'). apply (IH (size x + size a')); auto; lia.
  - intros c Hc. apply in_map_iff in Hc as [d [<- Hd]].
    apply in_lefts_add in Hd as [[a [Ha ->]]|[b [Hb ->]]].
    + exists (add (neg a) (neg y)). split.
      * apply in_rights_add. left. exists (neg a). rewrite rights_neg. split; auto using in_map.
      * pose proof (size_left x a Ha). apply (IH (size a + size y)); auto; lia.
    + exists (add (neg x) (neg b)). split.
      * apply in_rights_add. right. exists (neg b). rewrite rights_neg. split; auto using in_map.
      * pose proof (size_left y b Hb). apply (IH (size x + size b)); auto; lia.
  - intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [Hb ->]]];
      rewrite rights_neg in *; apply in_map_iff in Ha as [a' [<- Ha']] || apply in_map_iff in Hb as [a' [<- Ha']].
    + exists (neg (add a' y)). split.
      * apply in_map. apply in_lefts_add. left. eauto.
      * pose proof (size_left x a' Ha'). apply (IH (size a' + size y)); auto; lia.
    + exists (neg (add x a')). split.
      * apply in_map. apply in_lefts_add. right. eauto.
      * pose proof (size_left y a' Ha'). apply (IH (size x + size a')); auto; lia.
Qed.

(* ------------------------------------------------------------------ *)
(* Comparing with zero                                                 *)

Lemma le_zero_l x : le zero x <-> forall b, In b (rights x) -> lf zero b.
Proof. rewrite le_def. simpl. intuition. Qed.

Lemma le_zero_r x : le x zero <-> forall a, In a (lefts x) -> lf a zero.
Proof. rewrite le_def. simpl. intuition. Qed.

(* A game with no Right option is >= every game with no Left option. *)
Lemma le_no_options x y : lefts x = [] -> rights y = [] -> le x y.
Proof. intros Hx Hy. apply le_def. rewrite Hx, Hy. simpl. intuition. Qed.
