(* 3-row Chomp by computation, part 2: the checker of ChompCheck is sound.
   The theorem chomp3_reflect says that when `check` answers true the claim
   is exactly the P-positions of 3-row Chomp with top row at most K.

   Why a finite check suffices.  A move from [c; b; r] bites the top row
   (to [c; b; k], k < r), the middle row (to [c; k; min k r], k < b) or the
   poison row (to [k; min k b; min k r], 1 <= k < c).  With D the largest
   offset c - b of the claim and T* >= T_r + D, T_r + M, K + D, K + M + 1:
   - for b >= T*, every claimed position a move of [c; b; r] reaches lies in
     the periodic part, or is a square [k; k; k'] with k < b - M, so moving
     [c; b; r] to [c + M; b + M; r] moves the targets along with it (lemmas
     in_shift and out_shift below); checking b < B = T* + M is enough;
   - for b < B, a claimed position [c0; b; r] has no move into the claim
     when the three inverse maps (b, c) -> r, (r, c) -> b and c -> k of the
     diagonal [c; k; k] are functions on the claim (one lookup each), and no
     square [k; k; min k r] with k < b is claimed; an unclaimed [c; b; r]
     with b <= c < c0 has a move found through one of the inverse maps and
     checked by one lookup of f; c > c0 moves to [c0; b; r]; and a row
     without a claimed c at b has a claimed square below b.
   The inverse maps are built by the script from f and never trusted: every
   entry used is checked against f. *)

From Coq Require Import List Bool Arith NArith ZArith Lia.
Import ListNotations.
From CGProve Require Import Impartial Chomp ChompRows.
From CGProve Require Export ChompCheck.

Open Scope N_scope.

(* ------------------------------------------------------------------ *)
(* The loops                                                            *)

Lemma nall_spec n lo p : nall n lo p = true -> forall x, lo <= x < lo + N.of_nat n -> p x = true.
Proof.
  revert lo. induction n as [|n IH]; intros lo H x Hx; simpl in *.
  - lia.
  - apply andb_prop in H as [H1 H2].
    destruct (N.eq_dec x lo) as [->|Hne]; auto.
    apply (IH (N.succ lo)); auto; lia.
Qed.

Lemma nfirst_spec n lo p :
  lo <= nfirst n lo p <= lo + N.of_nat n /\
  (forall x, lo <= x < nfirst n lo p -> p x = false) /\
  (nfirst n lo p < lo + N.of_nat n -> p (nfirst n lo p) = true).
Proof.
  revert lo. induction n as [|n IH]; intros lo; simpl.
  - split; [lia|]. split; intros; lia.
  - destruct (p lo) eqn:E.
    + split; [lia|]. split; intros; auto; lia.
    + destruct (IH (N.succ lo)) as [H1 [H2 H3]]. split; [lia|]. split.
      * intros x Hx. destruct (N.eq_dec x lo) as [->|]; auto. apply H2. lia.
      * intros Hlt. apply H3. lia.
Qed.

(* ------------------------------------------------------------------ *)
(* The claim on nat positions                                           *)

Definition fnat (t : tables) (r b : nat) : option nat := option_map N.to_nat (fN t (N.of_nat r) (N.of_nat b)).

Lemma fnat_some t r b c : fnat t r b = Some c <-> fN t (N.of_nat r) (N.of_nat b) = Some (N.of_nat c).
Proof.
  unfold fnat. destruct (fN t _ _) as [x|]; simpl; split; intros H; try discriminate.
  - injection H as <-. f_equal. lia.
  - injection H as E. f_equal. lia.
Qed.

Lemma fN_shift t r b tr tail : tget (key1 r) (tb_rows t) = Some (tr, tail) -> 0 < tb_M t -> tr <= b ->
  fN t r (b + tb_M t) = option_map (N.add (tb_M t)) (fN t r b).
Proof.
  intros Hr HM Hb. unfold fN. rewrite Hr.
  replace (b + tb_M t <? tr) with false by (symmetry; apply N.ltb_ge; lia).
  replace (b <? tr) with false by (symmetry; apply N.ltb_ge; lia).
  replace ((b + tb_M t - tr) mod tb_M t) with ((b - tr) mod tb_M t).
  - destruct (nth_error _ _) as [[off|]|]; simpl; auto. f_equal. lia.
  - replace (b + tb_M t - tr) with ((b - tr) + 1 * tb_M t) by lia. rewrite N.mod_add; auto. lia.
Qed.

Lemma fN_tail t r b tr tail c : tget (key1 r) (tb_rows t) = Some (tr, tail) -> tr <= b ->
  forallb (fun o => match o with Some off => off <=? tb_D t | None => true end) tail = true ->
  fN t r b = Some c -> b <= c <= b + tb_D t.
Proof.
  intros Hr Hb Hall H. unfold fN in H. rewrite Hr in H.
  replace (b <? tr) with false in H by (symmetry; apply N.ltb_ge; lia).
  destruct (nth_error _ _) as [[off|]|] eqn:E; try discriminate. injection H as <-.
  apply nth_error_In in E. rewrite forallb_forall in Hall. apply Hall in E. apply N.leb_le in E. lia.
Qed.

Lemma opt_eqb_eq x y : opt_eqb x y = true -> x = y.
Proof. destruct x, y; simpl; try discriminate; auto. intros H. apply N.eqb_eq in H. congruence. Qed.

Close Scope N_scope.

Section Sound.

Variable t : tables.
Hypothesis Hcheck : check t = true.

Local Notation K := (N.to_nat (tb_K t)).
Local Notation M := (N.to_nat (tb_M t)).
Local Notation D := (N.to_nat (tb_D t)).
Local Notation T := (N.to_nat (tb_T t)).
Local Notation f := (fnat t).

Definition claimp (r b c : nat) : Prop := fnat t r b = Some c.

Lemma globals : 0 < M /\ K + D <= T /\ K + M + 1 <= T.
Proof.
  pose proof Hcheck as H. unfold check in H. repeat rewrite andb_true_iff in H.
  destruct H as [[[H1 H2] H3] _]. apply N.ltb_lt in H1. apply N.leb_le in H2. apply N.leb_le in H3. lia.
Qed.

Lemma row_checked r : (r <= K)%nat -> check_row t (N.of_nat r) = true.
Proof.
  intros Hr. pose proof Hcheck as H. unfold check in H. repeat rewrite andb_true_iff in H.
  destruct H as [_ H]. apply (nall_spec _ _ _ H). lia.
Qed.

Lemma row_info r : (r <= K)%nat -> exists tr tail,
  tget (key1 (N.of_nat r)) (tb_rows t) = Some (tr, tail) /\
  (tr + tb_D t <= tb_T t)%N /\ (tr + tb_M t <= tb_T t)%N /\
  forallb (fun o => match o with Some off => (off <=? tb_D t)%N | None => true end) tail = true /\
  nall (N.to_nat (bound t - N.of_nat r)) (N.of_nat r) (check_rb t (N.of_nat r)) = true.
Proof.
  intros Hr. pose proof (row_checked r Hr) as H. unfold check_row in H.
  destruct (tget _ _) as [[tr tail]|]; try discriminate.
  repeat rewrite andb_true_iff in H. destruct H as [[[[H1 H2] H3] H4] H5].
  exists tr, tail. apply N.leb_le in H1. apply N.leb_le in H2. repeat split; auto.
Qed.

Lemma rb_checked r b : (r <= K)%nat -> (r <= b)%nat -> (b < T + M)%nat -> check_rb t (N.of_nat r) (N.of_nat b) = true.
Proof.
  intros Hr Hb HB. destruct (row_info r Hr) as [tr [tail [_ [_ [_ [_ H]]]]]].
  apply (nall_spec _ _ _ H). unfold bound. lia.
Qed.

(* Periodicity and the bound on offsets, for nat positions: a row's period
   starts at T_r, and T_r + D <= T*, T_r + M <= T*. *)
Lemma f_shift r x : (r <= K)%nat -> (T <= x + D \/ T <= x + M)%nat ->
  f r (x + M) = option_map (Nat.add M) (f r x).
Proof.
  intros Hr Hx. destruct (row_info r Hr) as [tr [tail [Hrow [Htd [Htm _]]]]].
  destruct globals as [HM _].
  unfold fnat. replace (N.of_nat (x + M)) with (N.of_nat x + tb_M t)%N by lia.
  rewrite (fN_shift _ _ _ _ _ Hrow); [|lia|lia].
  destruct (fN t _ _); simpl; auto. f_equal. lia.
Qed.

Lemma f_shift_some r x c : (r <= K)%nat -> (T <= x + D \/ T <= x + M)%nat ->
  f r (x + M) = Some (c + M)%nat <-> f r x = Some c.
Proof.
  intros Hr Hx. rewrite (f_shift r x Hr Hx).
  destruct (f r x) as [z|]; simpl; split; intros H; try discriminate.
  - injection H as E. f_equal. lia.
  - injection H as <-. f_equal. lia.
Qed.

(* What check_rb says about [c; b; r], b < B. *)
Lemma rb_facts r b : (r <= K)%nat -> (r <= b)%nat -> (b < T + M)%nat ->
  (f r b = None -> (N.to_nat (least_square t (N.of_nat r)) < b)%nat) /\
  (forall c0, f r b = Some c0 ->
     (b <= c0 /\ 1 <= c0 /\ c0 <= b + D /\ b <= N.to_nat (least_square t (N.of_nat r)))%nat /\
     tget (key2 (N.of_nat b) (N.of_nat c0)) (tb_hb t) = Some (N.of_nat r) /\
     tget (key2 (N.of_nat r) (N.of_nat c0)) (tb_hg t) = Some (N.of_nat b) /\
     (forall k, tget (key1 (N.of_nat c0)) (tb_hd t) = Some k -> (N.of_nat r <= k)%N) /\
     (b = r -> tget (key1 (N.of_nat c0)) (tb_hd t) = Some (N.of_nat r)) /\
     (forall c, (Nat.max b 1 <= c < c0)%nat -> has_move t (N.of_nat r) (N.of_nat b) (N.of_nat c) = true)).
Proof.
  intros Hr Hb HB. pose proof (rb_checked r b Hr Hb HB) as H. unfold check_rb in H. cbv zeta in H.
  unfold fnat. destruct (fN t (N.of_nat r) (N.of_nat b)) as [c0|] eqn:E; simpl; try rewrite E in H.
  - split; [discriminate|]. intros c Hc. injection Hc as <-.
    repeat rewrite andb_true_iff in H.
    destruct H as [[[[[[[[H1 H2] H3] H4] H5] H6] H7] H8] H9].
    apply N.leb_le in H1. apply N.leb_le in H2. apply N.leb_le in H3. apply N.leb_le in H4.
    apply opt_eqb_eq in H5. apply opt_eqb_eq in H6.
    rewrite N2Nat.id. split; [lia|]. split; [exact H5|]. split; [rewrite <- H6; f_equal; lia|]. split.
    + intros k Hk. rewrite Hk in H7. apply N.leb_le in H7. exact H7.
    + split.
      * intros ->. rewrite N.eqb_refl in H8. apply opt_eqb_eq in H8. exact H8.
      * intros c Hc. apply (nall_spec _ _ _ H9). lia.
  - split; [intros _; apply N.ltb_lt in H; lia|discriminate].
Qed.

Lemma square_spec r k : square t (N.of_nat r) (N.of_nat k) = true <-> f (Nat.min k r) k = Some k.
Proof.
  unfold square. rewrite fnat_some.
  replace (if (N.of_nat k <? N.of_nat r)%N then N.of_nat k else N.of_nat r) with (N.of_nat (Nat.min k r)).
  - split; [apply opt_eqb_eq|]. intros ->. simpl. apply N.eqb_refl.
  - destruct (N.ltb_spec (N.of_nat k) (N.of_nat r)); lia.
Qed.

(* The least square of row r: none below it, and it is one when below B. *)
Lemma squares r :
  let s := N.to_nat (least_square t (N.of_nat r)) in
  (1 <= s)%nat /\ (forall k, (1 <= k < s)%nat -> f (Nat.min k r) k <> Some k) /\
  ((s < T + M)%nat -> f (Nat.min s r) s = Some s).
Proof.
  intros s. unfold s, least_square.
  destruct (nfirst_spec (N.to_nat (bound t - 1)) 1 (square t (N.of_nat r))) as [H1 [H2 H3]].
  unfold bound in *. split; [lia|]. split.
  - intros k Hk E. apply square_spec in E. rewrite (H2 (N.of_nat k)) in E; [discriminate|lia].
  - intros Hs. apply square_spec. rewrite N2Nat.id. apply H3. lia.
Qed.

Lemma has_move_spec r b c : has_move t (N.of_nat r) (N.of_nat b) (N.of_nat c) = true ->
  (exists k, k < r /\ f k b = Some c)%nat \/ (exists k, r <= k < b /\ f r k = Some c)%nat \/
  (exists k, k < r /\ f k k = Some c)%nat.
Proof.
  unfold has_move. repeat rewrite orb_true_iff. intros [[H|H]|H].
  - left. destruct (tget _ (tb_hb t)) as [k|]; try discriminate. apply andb_prop in H as [H1 H2].
    apply N.ltb_lt in H1. apply opt_eqb_eq in H2. exists (N.to_nat k). split; [lia|].
    apply fnat_some. rewrite N2Nat.id. exact H2.
  - right; left. destruct (tget _ (tb_hg t)) as [k|]; try discriminate.
    repeat rewrite andb_true_iff in H. destruct H as [[H1 H2] H3].
    apply N.leb_le in H1. apply N.ltb_lt in H2. apply opt_eqb_eq in H3. exists (N.to_nat k). split; [lia|].
    apply fnat_some. rewrite N2Nat.id. exact H3.
  - right; right. destruct (tget _ (tb_hd t)) as [k|]; try discriminate. apply andb_prop in H as [H1 H2].
    apply N.ltb_lt in H1. apply opt_eqb_eq in H2. exists (N.to_nat k). split; [lia|].
    apply fnat_some. rewrite N2Nat.id. exact H2.
Qed.

(* Every claimed c lies in b .. b + D, and is at least 1. *)
Lemma f_bound r x z : (r <= K)%nat -> (r <= x)%nat -> f r x = Some z -> (x <= z <= x + D /\ 1 <= z)%nat.
Proof.
  intros Hr Hx Hf. destruct (Nat.lt_ge_cases x (T + M)) as [HB|HB].
  - destruct (rb_facts r x Hr Hx HB) as [_ H]. destruct (H z Hf) as [? _]. lia.
  - destruct (row_info r Hr) as [tr [tail [Hrow [Htd [Htm [Hall _]]]]]].
    destruct globals as (_ & _ & HK).
    apply fnat_some in Hf. apply (fN_tail _ _ _ _ _ _ Hrow) in Hf; auto; lia.
Qed.

Local Ltac mins := repeat match goal with
  | |- context [Nat.min ?x ?y] => first [replace (Nat.min x y) with x by lia | replace (Nat.min x y) with y by lia]
  | H : context [Nat.min ?x ?y] |- _ => first [replace (Nat.min x y) with x in H by lia | replace (Nat.min x y) with y in H by lia]
  end.

Local Ltac move0 k := apply moves3; left; exists k; split; [lia|].
Local Ltac move1 k := apply moves3; right; left; exists k; split; [lia|].
Local Ltac move2 k := apply moves3; right; right; exists k; split; [lia|].

Lemma out_range r b c : (r <= K)%nat -> (r <= b)%nat -> (b < T + M)%nat -> f r b = Some c ->
  forall y, move chomp_moves [c; b; r] y -> ~ claimed3 claimp y.
Proof.
  intros Hr Hb HB Hf y Hy Hc.
  destruct (rb_facts r b Hr Hb HB) as [_ Hs]. destruct (Hs c Hf) as (Hn & Hhb & Hhg & Hhd & _).
  destruct (squares r) as (_ & Hsq & _).
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3, claimp in Hc.
  - destruct (Nat.le_gt_cases b k) as [Hbk|Hkb]; mins.
    + rewrite Hf in Hc. injection Hc. lia.
    + apply (Hsq k); [lia|]. exact Hc.
  - destruct (Nat.le_gt_cases r k) as [Hrk|Hkr]; mins.
    + destruct (rb_facts r k Hr Hrk ltac:(lia)) as [_ Hs']. destruct (Hs' c Hc) as (_ & _ & Hhg' & _).
      rewrite Hhg in Hhg'. injection Hhg' as E. lia.
    + destruct (rb_facts k k ltac:(lia) (le_n k) ltac:(lia)) as [_ Hs'].
      destruct (Hs' c Hc) as (_ & _ & _ & _ & Hdiag & _).
      apply Hhd in Hdiag; [lia|reflexivity].
  - mins. destruct (rb_facts k b ltac:(lia) ltac:(lia) HB) as [_ Hs']. destruct (Hs' c Hc) as (_ & Hhb' & _).
    rewrite Hhb in Hhb'. injection Hhb' as E. lia.
Qed.

Lemma in_range r b c : (r <= K)%nat -> (r <= b)%nat -> (b < T + M)%nat -> (b <= c)%nat -> (1 <= c)%nat ->
  f r b <> Some c -> exists y, move chomp_moves [c; b; r] y /\ claimed3 claimp y.
Proof.
  intros Hr Hb HB Hbc H1 Hn. destruct (rb_facts r b Hr Hb HB) as [Hnone Hs].
  destruct (f r b) as [c0|] eqn:Hf.
  - destruct (Hs c0 eq_refl) as ((Hbc0 & H1c0 & _ & _) & _ & _ & _ & _ & Hmv).
    destruct (Nat.lt_trichotomy c0 c) as [Hlt|[->|Hgt]]; [|congruence|].
    + exists [c0; b; r]. split; [move0 c0; mins; reflexivity|exact Hf].
    + destruct (has_move_spec r b c (Hmv c ltac:(lia))) as [[k [Hk Hc]]|[[k [Hk Hc]]|[k [Hk Hc]]]].
      * exists [c; b; k]. split; [move2 k; mins; reflexivity|exact Hc].
      * exists [c; k; r]. split; [move1 k; mins; reflexivity|exact Hc].
      * exists [c; k; k]. split; [move1 k; mins; reflexivity|exact Hc].
  - specialize (Hnone eq_refl). destruct (squares r) as (Hs1 & _ & Hsq).
    set (s := N.to_nat (least_square t (N.of_nat r))) in *.
    exists [s; s; Nat.min s r]. split; [move0 s; mins; reflexivity|apply Hsq; lia].
Qed.

Section Shift.
  Variables r b c : nat.
  Hypothesis Hr : (r <= K)%nat.
  Hypothesis Hb : (r <= b)%nat.
  Hypothesis HB : (T + M <= b)%nat.
  Hypothesis Hbc : (b <= c)%nat.

  Lemma out_shift : f r (b - M) = Some (c - M)%nat ->
    (forall y, move chomp_moves [c - M; b - M; r]%nat y -> ~ claimed3 claimp y) ->
    forall y, move chomp_moves [c; b; r] y -> ~ claimed3 claimp y.
  Proof.
    intros Hf' Hout y Hy Hc. destruct globals as (HM & HKD & HKM).
    assert (Hf : f r b = Some c).
    { replace b with (b - M + M)%nat by lia. replace c with (c - M + M)%nat by lia.
      apply f_shift_some; auto; lia. }
    apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3, claimp in Hc.
    - destruct (Nat.le_gt_cases b k) as [Hbk|Hkb].
      + mins. rewrite Hf in Hc. injection Hc. lia.
      + destruct (Nat.lt_ge_cases k (b - M)) as [Hk'|Hk'].
        * apply (Hout [k; k; Nat.min k r]); [move0 k; mins; reflexivity|]. mins. exact Hc.
        * mins. assert (Hs : f r (k - M) = Some (k - M)%nat).
          { apply f_shift_some; [auto|lia|]. replace (k - M + M)%nat with k by lia. exact Hc. }
          apply (Hout [k - M; k - M; r]%nat); [move0 (k - M)%nat; mins; reflexivity|exact Hs].
    - mins. destruct (Nat.le_gt_cases r k) as [Hrk|Hkr].
      + mins. destruct (f_bound r k c Hr Hrk Hc) as [? _].
        assert (Hs : f r (k - M) = Some (c - M)%nat).
        { apply f_shift_some; [auto|lia|]. replace (k - M + M)%nat with k by lia.
          replace (c - M + M)%nat with c by lia. exact Hc. }
        apply (Hout [c - M; k - M; r]%nat); [move1 (k - M)%nat; mins; reflexivity|exact Hs].
      + mins. destruct (f_bound k k c ltac:(lia) (le_n k) Hc) as [? _]. lia.
    - mins. assert (Hs : f k (b - M) = Some (c - M)%nat).
      { apply f_shift_some; [lia|lia|]. replace (b - M + M)%nat with b by lia.
        replace (c - M + M)%nat with c by lia. exact Hc. }
      apply (Hout [c - M; b - M; k]%nat); [move2 k; mins; reflexivity|exact Hs].
  Qed.

  Lemma in_shift : (exists y, move chomp_moves [c - M; b - M; r]%nat y /\ claimed3 claimp y) ->
    exists y, move chomp_moves [c; b; r] y /\ claimed3 claimp y.
  Proof.
    intros [y [Hy Hc]]. destruct globals as (HM & HKD & HKM).
    apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3, claimp in Hc.
    - destruct (Nat.le_gt_cases (b - M) k) as [Hbk|Hkb].
      + mins. assert (Hs : f r b = Some (k + M)%nat).
        { replace b with (b - M + M)%nat by lia. apply f_shift_some; auto; lia. }
        exists [k + M; b; r]%nat. split; [move0 (k + M)%nat; mins; reflexivity|exact Hs].
      + mins. exists [k; k; Nat.min k r]. split; [move0 k; mins; reflexivity|exact Hc].
    - mins. destruct (Nat.le_gt_cases r k) as [Hrk|Hkr].
      + mins. destruct (f_bound r k (c - M) Hr Hrk Hc) as [? _].
        assert (Hs : f r (k + M) = Some c).
        { replace c with (c - M + M)%nat by lia. apply f_shift_some; auto; lia. }
        exists [c; k + M; r]%nat. split; [move1 (k + M)%nat; mins; reflexivity|exact Hs].
      + mins. destruct (f_bound k k (c - M) ltac:(lia) (le_n k) Hc) as [? _]. lia.
    - mins. assert (Hs : f k b = Some c).
      { replace b with (b - M + M)%nat by lia. replace c with (c - M + M)%nat by lia.
        apply f_shift_some; [lia|lia|exact Hc]. }
      exists [c; b; k]. split; [move2 k; mins; reflexivity|exact Hs].
  Qed.
End Shift.

Lemma positions b : forall r c, (r <= K)%nat -> (r <= b)%nat -> (b <= c)%nat -> (1 <= c)%nat ->
  (f r b = Some c -> forall y, move chomp_moves [c; b; r] y -> ~ claimed3 claimp y) /\
  (f r b <> Some c -> exists y, move chomp_moves [c; b; r] y /\ claimed3 claimp y).
Proof.
  induction b as [b IH] using lt_wf_ind. intros r c Hr Hb Hbc H1.
  destruct (Nat.lt_ge_cases b (T + M)) as [HB|HB].
  - split; [apply out_range|apply in_range]; auto.
  - destruct globals as (HM & HKD & HKM).
    destruct (IH (b - M)%nat ltac:(lia) r (c - M)%nat Hr ltac:(lia) ltac:(lia) ltac:(lia)) as [IHout IHin].
    assert (Hper : f r b = Some c <-> f r (b - M) = Some (c - M)%nat).
    { replace b with (b - M + M)%nat at 1 by lia. replace c with (c - M + M)%nat at 1 by lia.
      apply f_shift_some; auto; lia. }
    split.
    + intros Hf. apply Hper in Hf. apply (out_shift r b c); auto.
    + intros Hn. apply (in_shift r b c); auto. apply IHin. rewrite <- Hper. exact Hn.
Qed.

Theorem chomp3_reflect : forall c b r, rows3 K [c; b; r] -> (chomp_P [c; b; r] <-> f r b = Some c).
Proof.
  apply (P_rows3 K claimp).
  - intros c b r _. unfold claimp. destruct (f r b) as [z|]; [destruct (Nat.eq_dec z c) as [->|Hne]|].
    + left. reflexivity.
    + right. congruence.
    + right. discriminate.
  - intros c b r Hx Hp. simpl in Hx. apply (positions b r c); auto; lia.
  - intros c b r Hx Hn. simpl in Hx. apply (positions b r c); auto; lia.
Qed.

End Sound.

(* The claimed poison row of top row r and middle row b, read off the claim
   alone (the checker's inverse maps play no part in it). *)
Definition claimed (cl : claim) (r b c : nat) : Prop := fnat (tables0 cl) r b = Some c.

(* The theorem of a claim: when its check computes to true, its P-positions
   of 3-row Chomp with top row at most K are exactly the claimed ones. *)
Theorem claim_P_positions (cl : claim) : check (claim_tables cl) = true ->
  forall c b r, rows3 (N.to_nat (cl_K cl)) [c; b; r] -> (chomp_P [c; b; r] <-> claimed cl r b c).
Proof. intros H. exact (chomp3_reflect (claim_tables cl) H). Qed.
