(* Integers and star as games; the integer rules of simplest numbers.

   int n is the canonical game of the integer n:
     0 = { | },  n+1 = { n | } (n >= 0),  -(n+1) = { | -n }.
   Proven here: the order and sum of integers agree with Z; the rules
     { n | } = n+1 (n >= 0) or 0 (n < 0),  { | n } = n-1 (n <= 0) or 0,
     { m | n } (m < n) = the simplest number strictly between, for gaps > 1,
     { n | n } = n + star. *)

From Coq Require Import List Bool ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Simplify.
Open Scope Z_scope.

Fixpoint nat_game (n : nat) : game :=
  match n with O => zero | S k => Game [nat_game k] [] end.

Definition int (z : Z) : game :=
  match z with
  | Z0 => zero
  | Zpos p => nat_game (Pos.to_nat p)
  | Zneg p => neg (nat_game (Pos.to_nat p))
  end.

Definition star : game := Game [zero] [zero].

(* x* for a number x: { x | x } (equal to x + star, see rule_star). *)
Definition nstar (x : game) : game := Game [x] [x].

(* The dyadic rational m / 2^k in canonical form: an integer when k = 0,
   m/2^k = m'/2^(k-1) when m = 2m' is even, and for odd m
   m/2^k = { (m-1)/2^k | (m+1)/2^k }. *)
Fixpoint dyadic (m : Z) (k : nat) : game :=
  match k with
  | O => int m
  | S k' => if Z.even m then dyadic (m / 2) k'
            else Game [dyadic ((m - 1) / 2) k'] [dyadic ((m + 1) / 2) k']
  end.

(* 1/2 *)
Definition half : game := Game [int 0] [int 1].

Lemma half_dyadic : half = dyadic 1 1.
Proof. reflexivity. Qed.

Lemma int_nonneg z : 0 <= z -> int z = nat_game (Z.to_nat z).
Proof. destruct z; simpl; lia || reflexivity. Qed.

Lemma int_nonpos z : z <= 0 -> int z = neg (nat_game (Z.to_nat (- z))).
Proof. destruct z; simpl; lia || reflexivity. Qed.

Lemma neg_int z : neg (int z) = int (- z).
Proof.
  destruct z; simpl; auto. apply neg_neg.
Qed.

Lemma int_zero : int 0 = zero.
Proof. reflexivity. Qed.

Lemma lefts_int z : lefts (int z) = if 0 <? z then [int (z - 1)] else [].
Proof.
  destruct (Z.ltb_spec 0 z) as [H|H].
  - rewrite int_nonneg by lia. rewrite (int_nonneg (z - 1)) by lia.
    replace (Z.to_nat z) with (S (Z.to_nat (z - 1))) by lia. reflexivity.
  - rewrite int_nonpos by lia. rewrite lefts_neg.
    destruct (Z.to_nat (- z)); reflexivity.
Qed.

Lemma rights_int z : rights (int z) = if z <? 0 then [int (z + 1)] else [].
Proof.
  destruct (Z.ltb_spec z 0) as [H|H].
  - rewrite int_nonpos by lia. rewrite (int_nonpos (z + 1)) by lia.
    replace (Z.to_nat (- z)) with (S (Z.to_nat (- (z + 1)))) by lia. reflexivity.
  - rewrite int_nonneg by lia. destruct (Z.to_nat z); reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* Order                                                               *)

Lemma nat_game_le m n : le (nat_game m) (nat_game n) <-> (m <= n)%nat.
Proof.
  remember (m + n)%nat as k. revert m n Heqk.
  induction k as [k IH] using lt_wf_ind. intros m n Hk.
  destruct m as [|m].
  - split; [lia|]. intros _. apply le_no_options; destruct n; reflexivity.
  - rewrite le_def. simpl. split.
    + intros [H _]. specialize (H (nat_game m) (or_introl eq_refl)).
      unfold lf in H. rewrite (IH (n + m)%nat) in H; [lia|lia|reflexivity].
    + intros Hmn. split.
      * intros a [<-|[]]. unfold lf. rewrite (IH (n + m)%nat); [lia|lia|reflexivity].
      * intros b Hb. destruct n; simpl in Hb; contradiction.
Qed.

Lemma int_le_zero z : z <= 0 -> le (int z) zero.
Proof. intros H. apply le_no_options; [|reflexivity]. rewrite lefts_int. destruct (Z.ltb_spec 0 z); auto; lia. Qed.

Lemma zero_le_int z : 0 <= z -> le zero (int z).
Proof. intros H. apply le_no_options; [reflexivity|]. rewrite rights_int. destruct (Z.ltb_spec z 0); auto; lia. Qed.

Lemma zero_le_int_iff z : le zero (int z) <-> 0 <= z.
Proof.
  split; [|apply zero_le_int]. intros H. destruct (Z.le_gt_cases 0 z) as [|Hz]; auto.
  exfalso. rewrite le_zero_l in H. rewrite rights_int in H.
  destruct (Z.ltb_spec z 0); [|lia].
  apply (H (int (z + 1))); [left; auto|]. apply int_le_zero. lia.
Qed.

Lemma int_le m n : le (int m) (int n) <-> m <= n.
Proof.
  destruct (Z.le_gt_cases 0 m) as [Hm|Hm]; destruct (Z.le_gt_cases 0 n) as [Hn|Hn].
  - rewrite !int_nonneg by lia. rewrite nat_game_le. lia.
  - split; [|lia]. intros H. assert (le zero (int n)) as H'.
    { apply le_trans with (int m); auto using zero_le_int. }
    apply zero_le_int_iff in H'. lia.
  - split; [lia|]. intros _. apply le_no_options.
    + rewrite lefts_int. destruct (Z.ltb_spec 0 m); auto; lia.
    + rewrite rights_int. destruct (Z.ltb_spec n 0); auto; lia.
  - rewrite le_neg, !neg_int. rewrite !int_nonneg by lia. rewrite nat_game_le. lia.
Qed.

Lemma int_lf m n : lf (int m) (int n) <-> m < n.
Proof. unfold lf. rewrite int_le. lia. Qed.

Lemma int_eqv m n : int m == int n <-> m = n.
Proof. unfold eqv. rewrite !int_le. lia. Qed.

(* ------------------------------------------------------------------ *)
(* Sum                                                                 *)

(* { k-1 | k+1 } = k *)
Lemma int_between k : Game [int (k - 1)] [int (k + 1)] == int k.
Proof.
  split.
  - apply le_def. simpl. split.
    + intros a [<-|[]]. apply int_lf. lia.
    + intros b Hb. rewrite rights_int in Hb. destruct (Z.ltb_spec k 0); [|contradiction].
      destruct Hb as [<-|[]]. apply lf_def. right. exists (int (k + 1)).
      simpl. auto using le_refl.
  - apply le_def. simpl. split.
    + intros a Ha. rewrite lefts_int in Ha. destruct (Z.ltb_spec 0 k); [|contradiction].
      destruct Ha as [<-|[]]. apply lf_def. left. exists (int (k - 1)).
      simpl. auto using le_refl.
    + intros b [<-|[]]. apply int_lf. lia.
Qed.

(* A game whose Left options all equal x and Right options all equal y. *)
Lemma eqv_uniform l r l' r' x y :
  (forall a, In a l -> a == x) -> (forall a, In a l' -> a == x) ->
  (forall b, In b r -> b == y) -> (forall b, In b r' -> b == y) ->
  (l = [] <-> l' = []) -> (r = [] <-> r' = []) -> Game l r == Game l' r'.
Proof.
  intros H1 H2 H3 H4 H5 H6. apply eqv_options; simpl.
  - intros a Ha. destruct l' as [|a' l']; [assert (l = []) by tauto; subst; contradiction|].
    exists a'. split; [left; auto|]. transitivity x; [auto|symmetry; apply H2; left; auto].
  - intros a' Ha'. destruct l as [|a l]; [assert (l' = []) by tauto; subst; contradiction|].
    exists a. split; [left; auto|]. transitivity x; [apply H1; left; auto|symmetry; auto].
  - intros b Hb. destruct r' as [|b' r']; [assert (r = []) by tauto; subst; contradiction|].
    exists b'. split; [left; auto|]. transitivity y; [auto|symmetry; apply H4; left; auto].
  - intros b' Hb'. destruct r as [|b r]; [assert (r' = []) by tauto; subst; contradiction|].
    exists b. split; [left; auto|]. transitivity y; [apply H3; left; auto|symmetry; auto].
Qed.

Lemma in_if_list (c : bool) (g x : game) : In x (if c then [g] else []) -> c = true /\ x = g.
Proof. destruct c; simpl; intuition. Qed.

Lemma int_pos_left s : 0 < s -> int s = Game [int (s - 1)] [].
Proof.
  intros H. rewrite int_nonneg, (int_nonneg (s - 1)) by lia.
  replace (Z.to_nat s) with (S (Z.to_nat (s - 1))) by lia. reflexivity.
Qed.

Lemma int_neg_right s : s < 0 -> int s = Game [] [int (s + 1)].
Proof.
  intros H. rewrite int_nonpos, (int_nonpos (s + 1)) by lia.
  replace (Z.to_nat (- s)) with (S (Z.to_nat (- (s + 1)))) by lia. reflexivity.
Qed.

Lemma int_add m n : add (int m) (int n) == int (m + n).
Proof.
  remember (Z.abs_nat m + Z.abs_nat n)%nat as k. revert m n Heqk.
  induction k as [k IH] using lt_wf_ind. intros m n Hk.
  set (s := m + n).
  set (L := if (0 <? m) || (0 <? n) then [int (s - 1)] else []).
  set (R := if (m <? 0) || (n <? 0) then [int (s + 1)] else []).
  transitivity (Game L R).
  - destruct (add (int m) (int n)) as [l r] eqn:E.
    assert (Hl : lefts (add (int m) (int n)) = l) by (rewrite E; reflexivity).
    assert (Hr : rights (add (int m) (int n)) = r) by (rewrite E; reflexivity).
    rewrite lefts_add, !lefts_int in Hl. rewrite rights_add, !rights_int in Hr.
    apply eqv_uniform with (int (s - 1)) (int (s + 1)).
    + intros a Ha. rewrite <- Hl in Ha. apply in_app_iff in Ha as [Ha|Ha];
        apply in_map_iff in Ha as [c [<- Hc]]; apply in_if_list in Hc as [Hc ->].
      * apply Z.ltb_lt in Hc.
        rewrite (IH (Z.abs_nat (m - 1) + Z.abs_nat n)%nat); [apply int_eqv; unfold s; lia|lia|auto].
      * apply Z.ltb_lt in Hc.
        rewrite (IH (Z.abs_nat m + Z.abs_nat (n - 1))%nat); [apply int_eqv; unfold s; lia|lia|auto].
    + intros a Ha. apply in_if_list in Ha as [_ ->]. reflexivity.
    + intros b Hb. rewrite <- Hr in Hb. apply in_app_iff in Hb as [Hb|Hb];
        apply in_map_iff in Hb as [c [<- Hc]]; apply in_if_list in Hc as [Hc ->].
      * apply Z.ltb_lt in Hc.
        rewrite (IH (Z.abs_nat (m + 1) + Z.abs_nat n)%nat); [apply int_eqv; unfold s; lia|lia|auto].
      * apply Z.ltb_lt in Hc.
        rewrite (IH (Z.abs_nat m + Z.abs_nat (n + 1))%nat); [apply int_eqv; unfold s; lia|lia|auto].
    + intros b Hb. apply in_if_list in Hb as [_ ->]. reflexivity.
    + rewrite <- Hl. unfold L. destruct (Z.ltb_spec 0 m), (Z.ltb_spec 0 n); simpl;
        split; intros Hx; auto; discriminate.
    + rewrite <- Hr. unfold R. destruct (Z.ltb_spec m 0), (Z.ltb_spec n 0); simpl;
        split; intros Hx; auto; discriminate.
  - unfold L, R. destruct (Z.ltb_spec 0 m), (Z.ltb_spec 0 n), (Z.ltb_spec m 0), (Z.ltb_spec n 0);
      simpl; try lia;
      first [ apply int_between
            | rewrite (int_pos_left s) by (unfold s; lia); reflexivity
            | rewrite (int_neg_right s) by (unfold s; lia); reflexivity
            | replace s with 0 by (unfold s; lia); reflexivity ].
Qed.

(* ------------------------------------------------------------------ *)
(* Rules for games whose options are integers                           *)

Lemma int_succ n : 0 <= n -> int (n + 1) = Game [int n] [].
Proof.
  intros H. rewrite !int_nonneg by lia.
  replace (Z.to_nat (n + 1)) with (S (Z.to_nat n)) by lia. reflexivity.
Qed.

Lemma int_pred n : n <= 0 -> int (n - 1) = Game [] [int n].
Proof.
  intros H. rewrite !int_nonpos by lia.
  replace (Z.to_nat (- (n - 1))) with (S (Z.to_nat (- n))) by lia. reflexivity.
Qed.

(* { n | } *)
Lemma rule_left_only n : Game [int n] [] == int (if n <? 0 then 0 else n + 1).
Proof.
  destruct (Z.ltb_spec n 0).
  - apply (gift_left (int n) [] []). apply (proj2 (int_lf n 0)). auto.
  - rewrite int_succ by auto. reflexivity.
Qed.

(* { | n } *)
Lemma rule_right_only n : Game [] [int n] == int (if 0 <? n then 0 else n - 1).
Proof.
  destruct (Z.ltb_spec 0 n).
  - apply (gift_right (int n) [] []). apply (proj2 (int_lf 0 n)). auto.
  - rewrite int_pred by auto. reflexivity.
Qed.

(* { m | n } with m < 0 < n *)
Lemma rule_zero_between m n : m < 0 < n -> Game [int m] [int n] == zero.
Proof.
  intros H. rewrite (gift_right (int n) [int m] []).
  - apply (gift_left (int m) [] []). apply (proj2 (int_lf m 0)). lia.
  - rewrite (gift_left (int m) [] []); [|apply (proj2 (int_lf m 0)); lia].
    apply (proj2 (int_lf 0 n)). lia.
Qed.

(* { m | n } with 0 <= m and m + 1 < n: the value is m + 1 *)
Lemma rule_int_above m n : 0 <= m -> m + 1 < n -> Game [int m] [int n] == int (m + 1).
Proof.
  intros H1 H2. rewrite int_succ by auto. apply (gift_right (int n) [int m] []).
  rewrite <- int_succ by auto. apply int_lf. lia.
Qed.

(* { m | n } with n <= 0 and m < n - 1: the value is n - 1 *)
Lemma rule_int_below m n : n <= 0 -> m < n - 1 -> Game [int m] [int n] == int (n - 1).
Proof.
  intros H1 H2. rewrite int_pred by auto.
  change (Game [int m] [int n]) with (Game ([] ++ int m :: []) [int n]).
  rewrite gift_left_at; [reflexivity|]. simpl.
  rewrite <- int_pred by auto. apply int_lf. lia.
Qed.

(* The rules in the form used by generated proofs: the result is any
   expression equal to the simplest number, side conditions by lia. *)
Lemma int_congr m n : m = n -> int m == int n.
Proof. intros ->. reflexivity. Qed.

Lemma rule_left_nonneg n m : 0 <= n -> m = n + 1 -> Game [int n] [] == int m.
Proof. intros H ->. rewrite int_succ by auto. reflexivity. Qed.

Lemma rule_left_neg n m : n < 0 -> m = 0 -> Game [int n] [] == int m.
Proof. intros H ->. rewrite rule_left_only. destruct (Z.ltb_spec n 0); [reflexivity|lia]. Qed.

Lemma rule_right_nonpos n m : n <= 0 -> m = n - 1 -> Game [] [int n] == int m.
Proof. intros H ->. rewrite int_pred by auto. reflexivity. Qed.

Lemma rule_right_pos n m : 0 < n -> m = 0 -> Game [] [int n] == int m.
Proof. intros H ->. rewrite rule_right_only. destruct (Z.ltb_spec 0 n); [reflexivity|lia]. Qed.

(* The same rules with the sides given as general integer expressions,
   for rewriting: { n-1 | n+1 } = n. *)
Lemma rule_int_between m n k : m = k - 1 -> n = k + 1 -> Game [int m] [int n] == int k.
Proof. intros -> ->. apply int_between. Qed.

(* ------------------------------------------------------------------ *)
(* Star and integer translations                                        *)

Lemma star_le_one : le star (int 1).
Proof.
  apply le_def. split.
  - intros a [<-|[]]. apply (proj2 (int_lf 0 1)). lia.
  - rewrite rights_int. simpl. contradiction.
Qed.

Lemma neg_one_le_star : le (int (-1)) star.
Proof.
  apply le_def. split.
  - rewrite lefts_int. simpl. contradiction.
  - intros b [<-|[]]. apply (proj2 (int_lf (-1) 0)). lia.
Qed.

Lemma add_int_le_int n x m : le (add (int n) x) (int m) <-> le x (int (m - n)).
Proof.
  rewrite <- (add_le_iff_l x (int (m - n)) (int n)), int_add.
  replace (n + (m - n)) with m by lia. reflexivity.
Qed.

Lemma int_le_add_int n x m : le (int m) (add (int n) x) <-> le (int (m - n)) x.
Proof.
  rewrite <- (add_le_iff_l (int (m - n)) x (int n)), int_add.
  replace (n + (m - n)) with m by lia. reflexivity.
Qed.

(* { n | n } = n + star *)
Lemma rule_star n : Game [int n] [int n] == add (int n) star.
Proof.
  assert (Hl : forall c, In c (lefts (add (int n) star)) ->
                 c = add (int n) zero \/ (0 < n /\ c = add (int (n - 1)) star)).
  { intros c Hc. apply in_lefts_add in Hc as [[a [Ha ->]]|[b [[<-|[]] ->]]]; auto.
    rewrite lefts_int in Ha. destruct (Z.ltb_spec 0 n); [|contradiction].
    destruct Ha as [<-|[]]. auto. }
  assert (Hr : forall c, In c (rights (add (int n) star)) ->
                 c = add (int n) zero \/ (n < 0 /\ c = add (int (n + 1)) star)).
  { intros c Hc. apply in_rights_add in Hc as [[a [Ha ->]]|[b [[<-|[]] ->]]]; auto.
    rewrite rights_int in Ha. destruct (Z.ltb_spec n 0); [|contradiction].
    destruct Ha as [<-|[]]. auto. }
  assert (HL0 : In (add (int n) zero) (lefts (add (int n) star))).
  { apply in_lefts_add. right. exists zero. simpl. auto. }
  assert (HR0 : In (add (int n) zero) (rights (add (int n) star))).
  { apply in_rights_add. right. exists zero. simpl. auto. }
  split.
  - apply le_def. simpl. split.
    + intros a [<-|[]]. apply lf_def. left. exists (add (int n) zero). split; auto.
      rewrite add_zero_r. reflexivity.
    + intros c Hc. apply Hr in Hc as [->|[Hn ->]].
      * apply lf_def. right. exists (int n). simpl. split; auto.
        rewrite add_zero_r. reflexivity.
      * apply lf_def. right. exists (int n). simpl. split; auto.
        apply int_le_add_int. replace (n - (n + 1)) with (-1) by lia. apply neg_one_le_star.
  - apply le_def. simpl. split.
    + intros c Hc. apply Hl in Hc as [->|[Hn ->]].
      * apply lf_def. left. exists (int n). simpl. split; auto.
        rewrite add_zero_r. reflexivity.
      * apply lf_def. left. exists (int n). simpl. split; auto.
        apply add_int_le_int. replace (n - (n - 1)) with 1 by lia. apply star_le_one.
    + intros b [<-|[]]. apply lf_def. right. exists (add (int n) zero). split; auto.
      rewrite add_zero_r. reflexivity.
Qed.
