(* Dyadic rationals as games: the order.

   dyadic m k (Numbers.v) is the canonical game of m / 2^k.  Proven here:
     dyadic_le : dyadic m j <= dyadic n k  iff  m * 2^k <= n * 2^j,
   so comparisons of dyadic leaves reduce to integer arithmetic (lia). *)

From Coq Require Import List ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers.
Open Scope Z_scope.

Definition pw (k : nat) : Z := 2 ^ Z.of_nat k.

Lemma pw_0 : pw 0 = 1.
Proof. reflexivity. Qed.

Lemma pw_S k : pw (S k) = 2 * pw k.
Proof. unfold pw. rewrite Nat2Z.inj_succ, Z.pow_succ_r; lia. Qed.

Lemma pw_pos k : 0 < pw k.
Proof. apply Z.pow_pos_nonneg; lia. Qed.

Lemma pw_add j d : pw (j + d) = pw j * pw d.
Proof. unfold pw. rewrite Nat2Z.inj_add, Z.pow_add_r; lia. Qed.

Lemma dyadic_zero m : dyadic m 0 = int m.
Proof. reflexivity. Qed.

Lemma dyadic_S m k : dyadic m (S k) =
  if Z.even m then dyadic (m / 2) k else Game [dyadic ((m - 1) / 2) k] [dyadic ((m + 1) / 2) k].
Proof. reflexivity. Qed.

Lemma dyadic_double h k : dyadic (2 * h) (S k) = dyadic h k.
Proof.
  rewrite dyadic_S, Z.even_mul. change (Z.even 2) with true. cbn [orb].
  rewrite Z.mul_comm, Z.div_mul by lia. reflexivity.
Qed.

Lemma dyadic_odd h k : dyadic (2 * h + 1) (S k) = Game [dyadic h k] [dyadic (h + 1) k].
Proof.
  rewrite dyadic_S, Z.even_add, Z.even_mul. change (Z.even 2) with true.
  change (Z.even 1) with false. cbn [orb Bool.eqb].
  replace (2 * h + 1 - 1) with (h * 2) by lia. replace (2 * h + 1 + 1) with ((h + 1) * 2) by lia.
  rewrite !Z.div_mul by lia. reflexivity.
Qed.

(* x / 2^j <= y / 2^k *)
Definition dle (m : Z) (j : nat) (n : Z) (k : nat) : Prop := m * pw k <= n * pw j.

(* Arithmetic facts about the gaps between dyadics. *)
Lemma no_dyadic_between m n j k :
  n * pw j < m * pw k -> (m - 1) * pw k < n * pw j -> m * pw k < (n + 1) * pw j -> False.
Proof.
  intros H1 H2 H3. destruct (Nat.le_gt_cases k j) as [Hkj|Hkj].
  - replace j with (k + (j - k))%nat in * by lia. rewrite pw_add in *.
    pose proof (pw_pos k). pose proof (pw_pos (j - k)).
    assert (n * pw (j - k) < m) by nia. assert (m - 1 < n * pw (j - k)) by nia. lia.
  - replace k with (j + (k - j))%nat in * by lia. rewrite pw_add in *.
    pose proof (pw_pos j). pose proof (pw_pos (k - j)).
    assert (n < m * pw (k - j)) by nia. assert (m * pw (k - j) < n + 1) by nia. lia.
Qed.

Lemma in_single (a x : game) : In a [x] -> a = x.
Proof. intros [<-|[]]. reflexivity. Qed.

Theorem dyadic_le m j n k : le (dyadic m j) (dyadic n k) <-> dle m j n k.
Proof.
  remember (size (dyadic m j) + size (dyadic n k))%nat as s. revert m j n k Heqs.
  induction s as [s IHs] using lt_wf_ind. intros m j n k Hs.
  (* IHs on an option pair *)
  assert (IHo : forall m' j' n' k', (size (dyadic m' j') + size (dyadic n' k') < s)%nat ->
                le (dyadic m' j') (dyadic n' k') <-> dle m' j' n' k')
    by (intros; eapply IHs; eauto).
  clear IHs.
  remember (j + k)%nat as t. revert m j n k Hs Heqt.
  induction t as [t IHt] using lt_wf_ind. intros m j n k Hs Ht.
  pose proof (pw_pos j) as Pj. pose proof (pw_pos k) as Pk.
  (* even numerators at a positive level: the same game one level down *)
  destruct j as [|j'].
  - destruct k as [|k'].
    + (* integers *) simpl dyadic. rewrite int_le. unfold dle, pw. simpl. lia.
    + destruct (Z.Even_or_Odd n) as [[h ->]|[h ->]].
      * rewrite dyadic_double in *. rewrite (IHt (0 + k')%nat); [|lia|auto|reflexivity].
        unfold dle. rewrite pw_S. nia.
      * (* int m  vs  (2h+1) / 2^(k'+1) *)
        pose proof (pw_pos k') as Pk'. rewrite pw_S in Pk.
        rewrite le_def. rewrite dyadic_odd in *. cbn [rights]. rewrite dyadic_zero, lefts_int.
        unfold lf. unfold dle. rewrite pw_S. rewrite ?pw_0.
        assert (HR : le (dyadic (h + 1) k') (int m) <-> dle (h + 1) k' m 0).
        { rewrite <- dyadic_zero. apply IHo. rewrite Hs, dyadic_zero.
          pose proof (size_right (Game [dyadic h k'] [dyadic (h + 1) k']) (dyadic (h + 1) k')
                        (or_introl eq_refl)). lia. }
        unfold dle in HR. rewrite ?pw_0 in HR.
        destruct (Z.ltb_spec 0 m) as [Hm|Hm].
        ++ assert (HL : le (Game [dyadic h k'] [dyadic (h + 1) k']) (int (m - 1)) <->
                       dle (2 * h + 1) (S k') (m - 1) 0).
          { rewrite <- dyadic_odd, <- dyadic_zero. apply IHo. rewrite Hs, dyadic_odd, !dyadic_zero.
            pose proof (size_left (int m) (int (m - 1))) as Hsz. rewrite lefts_int in Hsz.
            destruct (Z.ltb_spec 0 m); [|lia]. specialize (Hsz (or_introl eq_refl)). lia. }
          unfold dle in HL. rewrite pw_S in HL. rewrite ?pw_0 in HL.
          split.
          ** intros [H1 H2]. specialize (H1 _ (or_introl eq_refl)). specialize (H2 _ (or_introl eq_refl)).
            rewrite HL in H1. rewrite HR in H2. lia.
          ** intros H. split; intros a Ha; apply in_single in Ha; subst a; [rewrite HL|rewrite HR]; lia.
        ++ split.
          ** intros [_ H2]. specialize (H2 _ (or_introl eq_refl)). rewrite HR in H2. lia.
          ** intros H. split; [simpl; tauto|]. intros a Ha. apply in_single in Ha; subst a. rewrite HR. lia.

  - destruct (Z.Even_or_Odd m) as [[h ->]|[h ->]].
    + rewrite dyadic_double in *. rewrite (IHt (j' + k)%nat); [|lia|auto|reflexivity].
      unfold dle. rewrite pw_S. nia.
    + (* (2h+1) / 2^(j'+1)  vs  dyadic n k *)
      pose proof (pw_pos j') as Pj'. rewrite pw_S in Pj.
      assert (HLg : forall n k, s = (size (dyadic (2 * h + 1) (S j')) + size (dyadic n k))%nat ->
                      le (dyadic n k) (dyadic h j') <-> dle n k h j').
      { intros n' k'' Hs'. apply IHo. rewrite Hs', dyadic_odd.
        pose proof (size_left (Game [dyadic h j'] [dyadic (h + 1) j']) (dyadic h j')
                      (or_introl eq_refl)). lia. }
      destruct k as [|k'].
      * (* vs int n *)
        specialize (HLg n 0%nat Hs).
        rewrite le_def. rewrite dyadic_odd in *. cbn [lefts]. unfold lf.
        rewrite dyadic_zero in *. rewrite rights_int.
        unfold dle in *. rewrite pw_S. rewrite ?pw_0 in *.
        destruct (Z.ltb_spec n 0) as [Hn|Hn].
        -- assert (HR : le (int (n + 1)) (Game [dyadic h j'] [dyadic (h + 1) j']) <->
                        dle (n + 1) 0 (2 * h + 1) (S j')).
           { rewrite <- dyadic_odd, <- !dyadic_zero. apply IHo. rewrite Hs, dyadic_odd, !dyadic_zero.
             pose proof (size_right (int n) (int (n + 1))) as Hsz. rewrite rights_int in Hsz.
             destruct (Z.ltb_spec n 0); [|lia]. specialize (Hsz (or_introl eq_refl)). lia. }
           unfold dle in HR. rewrite pw_S in HR. rewrite ?pw_0 in HR.
           split.
           ++ intros [H1 H2]. specialize (H1 _ (or_introl eq_refl)). specialize (H2 _ (or_introl eq_refl)).
              rewrite HLg in H1. rewrite HR in H2. lia.
           ++ intros H. split; intros a Ha; apply in_single in Ha; subst a; [rewrite HLg|rewrite HR]; lia.
        -- split.
           ++ intros [H1 _]. specialize (H1 _ (or_introl eq_refl)). rewrite HLg in H1. lia.
           ++ intros H. split; [|simpl; tauto]. intros a Ha. apply in_single in Ha; subst a.
              rewrite HLg. lia.
      * destruct (Z.Even_or_Odd n) as [[g ->]|[g ->]].
        -- (* even numerator: one level down *)
           rewrite dyadic_double in *. rewrite (IHt (S j' + k')%nat); [|lia|auto|reflexivity].
           unfold dle. rewrite !pw_S. nia.
        -- specialize (HLg (2 * g + 1) (S k') Hs).
           pose proof (pw_pos k') as Pk'. rewrite pw_S in Pk.
           assert (HR : le (dyadic (g + 1) k') (dyadic (2 * h + 1) (S j')) <->
                        dle (g + 1) k' (2 * h + 1) (S j')).
           { apply IHo. rewrite Hs, (dyadic_odd g).
             pose proof (size_right (Game [dyadic g k'] [dyadic (g + 1) k']) (dyadic (g + 1) k')
                           (or_introl eq_refl)). lia. }
           rewrite le_def. rewrite !dyadic_odd in *. cbn [lefts rights]. unfold lf.
           unfold dle in *. rewrite !pw_S in *.
           split.
           ++ intros [H1 H2]. specialize (H1 _ (or_introl eq_refl)). specialize (H2 _ (or_introl eq_refl)).
              rewrite HLg in H1. rewrite HR in H2.
              destruct (Z.le_gt_cases ((2 * h + 1) * (2 * pw k')) ((2 * g + 1) * (2 * pw j'))); auto.
              exfalso. apply (no_dyadic_between (2 * h + 1) (2 * g + 1) (S j') (S k')); rewrite !pw_S; nia.
           ++ intros H. split; intros a Ha; apply in_single in Ha; subst a; [rewrite HLg|rewrite HR]; lia.
Qed.

Corollary dyadic_lf m j n k : lf (dyadic m j) (dyadic n k) <-> m * pw k < n * pw j.
Proof. unfold lf. rewrite dyadic_le. unfold dle. lia. Qed.

Corollary dyadic_eqv m j n k : dyadic m j == dyadic n k <-> m * pw k = n * pw j.
Proof. unfold eqv. rewrite !dyadic_le. unfold dle. lia. Qed.

Lemma dyadic_total m j n k : le (dyadic m j) (dyadic n k) \/ le (dyadic n k) (dyadic m j).
Proof. rewrite !dyadic_le. unfold dle. lia. Qed.

Lemma int_is_dyadic m : int m = dyadic m 0.
Proof. reflexivity. Qed.

(* {n | n+1} = n + 1/2, the canonical form of a half-integer. *)
Lemma rule_half n : Game [int n] [int (n + 1)] = dyadic (2 * n + 1) 1.
Proof. rewrite dyadic_odd. reflexivity. Qed.

(* The same for an odd numerator m as a term: the kernel's half leaves
   (kernel/half_leaves.h), where a claim typed a - 7/2 is proved as
   {a-4 | a-3}; rewriting with it turns the claim as typed into that tree. *)
Lemma half_leaf m : m mod 2 = 1 -> dyadic m 1 = Game [int ((m - 1) / 2)] [int ((m + 1) / 2)].
Proof.
  intros Hm. assert (E : m = 2 * ((m - 1) / 2) + 1) by (Z.div_mod_to_equations; lia).
  rewrite E at 1. rewrite dyadic_odd, !dyadic_zero.
  replace ((m - 1) / 2 + 1) with ((m + 1) / 2) by (Z.div_mod_to_equations; lia). reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* The simplest number between the options                             *)

Definition is_num (x : game) : Prop := exists m k, x = dyadic m k.

Lemma num_total x y : is_num x -> is_num y -> le x y \/ le y x.
Proof. intros [m [j ->]] [n [k ->]]. apply dyadic_total. Qed.

(* If every option of G is a number, the number z lies strictly between
   G's Left and Right options, and no option of z does, then G = z. *)
Theorem simplest_number (G z : game) :
  (forall a, In a (lefts G) -> is_num a) -> (forall b, In b (rights G) -> is_num b) ->
  is_num z ->
  (forall a, In a (lefts G) -> lf a z) -> (forall b, In b (rights G) -> lf z b) ->
  (forall c, In c (lefts z) \/ In c (rights z) ->
     (exists a, In a (lefts G) /\ le c a) \/ (exists b, In b (rights G) /\ le b c)) ->
  G == z.
Proof.
  intros HL HR Hz Hfit1 Hfit2 Hout. split.
  - apply le_def. split; [exact Hfit1|].
    intros c Hc. destruct (Hout c (or_intror Hc)) as [[a [Ha Hca]]|[b [Hb Hbc]]].
    + exfalso. assert (lf z a) by (apply lf_le_trans with c; auto using lf_right).
      destruct (num_total a z (HL a Ha) Hz); [contradiction|]. apply (Hfit1 a Ha); auto.
    + apply lf_le_trans with b; auto using lf_right.
  - apply le_def. split; [|exact Hfit2].
    intros c Hc. destruct (Hout c (or_introl Hc)) as [[a [Ha Hca]]|[b [Hb Hbc]]].
    + apply le_lf_trans with a; auto using lf_left.
    + exfalso. assert (lf b z) by (apply le_lf_trans with c; auto using lf_left).
      destruct (num_total b z (HR b Hb) Hz); [|contradiction]. apply (Hfit2 b Hb); auto.
Qed.

(* Comparisons of dyadic leaves by integer arithmetic. *)
Ltac dyadic_cmp :=
  rewrite ?int_is_dyadic;
  first [ apply dyadic_le | apply dyadic_lf | apply dyadic_eqv ];
  unfold dle, pw; simpl Z.of_nat; rewrite ?Z.pow_0_r; cbn [Z.pow Z.pow_pos Pos.iter]; lia.
