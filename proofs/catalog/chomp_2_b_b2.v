(* Chomp: the P-positions of 3-row Chomp with top row at most 2.

   Theorem (claim).  For every b >= 0 with b>=2, the position [2,b,b+2] (rows top row first) is a P-position.

   On the way:

   Theorem (P_positions_top2).  A position with at most three rows and top row at most 2
   is a P-position (the player to move loses) exactly when it is one of
   (rows top row first):

       top  0: [b,b+1]
       top  1: [1,1,3], [1,2,2]
       top  2: [2,b,b+2] for b>=2

   Positions are lists [c; b; r], poison row c first, then the middle row b
   and the top row r (a row of length 0 is absent), moves and P-positions as
   the rules of CGProve.Chomp define them.  Proof (CGProve.ChompRows.P_rows3):
   for each top row, no move leads from a claimed P-position to another (each
   move shape and each top row it reaches refuted by lia), and every other
   position has a winning move into the claimed set: the region is split until
   it lies in one of the 10 pieces with a winning move found by cgprove, and
   the move of each piece used is a lemma (its legality and its target
   checked by lia on the piece).  The top rows are then chained one by one
   (CGProve.ChompRows.P_rows3_upto).

   Written by `cgprove check chomp "[2,b,b+2]" "P" --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Impartial Chomp ChompRows Compare.


(* The claimed P-positions [c; b; r], top row by top row. *)
Definition p_top (r b c : nat) : Prop :=
  match r with
  | 0 => (- Z.of_nat b + Z.of_nat c = 1)%Z
  | 1 => (Z.of_nat b = 1 /\ Z.of_nat c = 3)%Z \/ (Z.of_nat b = 2 /\ Z.of_nat c = 2)%Z
  | 2 => (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 2)%Z
  | _ => False
  end.

Lemma out_0 c b : rows3 2 [c; b; 0] -> p_top 0 b c ->
  forall y, move chomp_moves [c; b; 0] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 0) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 0 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 0) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | lia].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 0 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 0) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | lia].
  - lia.
Qed.

Lemma in_0_1 c b : rows3 2 [c; b; 0] -> (- Z.of_nat b + Z.of_nat c >= 2)%Z ->
  exists y, move chomp_moves [c; b; 0] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 1) [c; b; 0]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 1) 0) with 0 by zlia.
      rewrite (Nat.min_l (b + 1) c) by zlia. rewrite (Nat.min_r (b + 1) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_0_2 c b : rows3 2 [c; b; 0] -> (Z.of_nat b - Z.of_nat c = 0 /\ Z.of_nat b >= 1)%Z ->
  exists y, move chomp_moves [c; b; 0] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat b - 1)) [c; b; 0]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat b - 1)) 0) with 0 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat b - 1)) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_0 c b : rows3 2 [c; b; 0] -> ~ p_top 0 b c ->
  exists y, move chomp_moves [c; b; 0] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    clear HnP.
    apply (in_0_1 c b Hx). zlia.
  }
  {
    assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 1)%Z) by tauto.
    clear HnP.
    apply (in_0_2 c b Hx). zlia.
  }
Qed.

Lemma out_1 c b : rows3 2 [c; b; 1] -> p_top 1 b c ->
  forall y, move chomp_moves [c; b; 1] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 1) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 1 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 1) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 1) in Hc by lia; destruct k as [|k]; [lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 1 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 1) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 1) in Hc by lia; destruct k as [|k]; [lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 1) in Hc by lia; destruct k as [|k]; [lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_1_1 c b : rows3 2 [c; b; 1] -> (Z.of_nat b = 1 /\ Z.of_nat c = 1)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 0 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 0 1) with 0 by reflexivity.
      rewrite (Nat.min_l 0 b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_1_2 c b : rows3 2 [c; b; 1] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 1)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 1) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_1_3 c b : rows3 2 [c; b; 1] -> (Z.of_nat b = 1 /\ Z.of_nat c >= 4)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 3 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 3 1) with 1 by reflexivity.
      rewrite (Nat.min_l 3 c) by zlia. rewrite (Nat.min_r 3 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_1_4 c b : rows3 2 [c; b; 1] -> (Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 3)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 2 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 2 1) with 1 by reflexivity.
      rewrite (Nat.min_l 2 c) by zlia. rewrite (Nat.min_l 2 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_1 c b : rows3 2 [c; b; 1] -> ~ p_top 1 b c ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 1)%Z) \/ ~ ((Z.of_nat b <= 1)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 1)%Z) \/ ~ ((Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_1_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_1_2 c b Hx). zlia.
      }
      {
        assert (Hn : ~ (Z.of_nat b = 1 /\ Z.of_nat c = 3)%Z) by tauto.
        clear HnP.
        apply (in_1_3 c b Hx). zlia.
      }
    }
  }
  {
    assert (Hn : ~ (Z.of_nat b = 2 /\ Z.of_nat c = 2)%Z) by tauto.
    clear HnP.
    apply (in_1_4 c b Hx). zlia.
  }
Qed.

Lemma out_2 c b : rows3 2 [c; b; 2] -> p_top 2 b c ->
  forall y, move chomp_moves [c; b; 2] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 2) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 2 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 2) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 2) in Hc by lia; destruct k as [|[|k]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 2 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 2) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 2) in Hc by lia; destruct k as [|[|k]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 2) in Hc by lia; destruct k as [|[|k]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_2_1 c b : rows3 2 [c; b; 2] -> (Z.of_nat b = 2 /\ Z.of_nat c = 2)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 1 [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 1 2) with 1 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_2_2 c b : rows3 2 [c; b; 2] -> (Z.of_nat b >= 2 /\ Z.of_nat b <= 3 /\ Z.of_nat c = 3)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 1 [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 1 2) with 1 by reflexivity.
      rewrite (Nat.min_l 1 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_2_3 c b : rows3 2 [c; b; 2] -> (Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat c >= 3)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 2) [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 2) 2) with 2 by zlia.
      rewrite (Nat.min_l (b + 2) c) by zlia. rewrite (Nat.min_r (b + 2) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_2_4 c b : rows3 2 [c; b; 2] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 1 /\ Z.of_nat c >= 4)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 2)) [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 2)) 2) with 2 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 2)) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_2 c b : rows3 2 [c; b; 2] -> ~ p_top 2 b c ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 2)%Z) \/ ~ ((Z.of_nat b <= 2)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 2)%Z) \/ ~ ((Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_2_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((Z.of_nat c <= 3)%Z) \/ ~ ((Z.of_nat c <= 3)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_2_2 c b Hx). zlia.
      }
      {
        assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 2)%Z) by tauto.
        clear HnP.
        apply (in_2_3 c b Hx). zlia.
      }
    }
  }
  {
    assert (Hs1 : ((Z.of_nat b <= 3)%Z) \/ ~ ((Z.of_nat b <= 3)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((Z.of_nat c <= 3)%Z) \/ ~ ((Z.of_nat c <= 3)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_2_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c >= 3)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 3)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_2_3 c b Hx). zlia.
        }
        {
          assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 2)%Z) by tauto.
          clear HnP.
          apply (in_2_4 c b Hx). zlia.
        }
      }
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c >= 3)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 3)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_2_3 c b Hx). zlia.
      }
      {
        assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 2)%Z) by tauto.
        clear HnP.
        apply (in_2_4 c b Hx). zlia.
      }
    }
  }
Qed.

Lemma ok_0 : top_ok 2 p_top 0.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_0 c b Hx) | exact (in_0 c b Hx)]]. Qed.
Lemma upto_0 : forall r, r <= 0 -> top_ok 2 p_top r.
Proof. exact (top_ok_base _ _ ok_0). Qed.

Lemma ok_1 : top_ok 2 p_top 1.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_1 c b Hx) | exact (in_1 c b Hx)]]. Qed.
Lemma upto_1 : forall r, r <= 1 -> top_ok 2 p_top r.
Proof. exact (top_ok_step _ _ _ upto_0 ok_1). Qed.

Lemma ok_2 : top_ok 2 p_top 2.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_2 c b Hx) | exact (in_2 c b Hx)]]. Qed.
Lemma upto_2 : forall r, r <= 2 -> top_ok 2 p_top r.
Proof. exact (top_ok_step _ _ _ upto_1 ok_2). Qed.

Theorem P_positions_top2 : forall c b r, rows3 2 [c; b; r] -> (chomp_P [c; b; r] <-> p_top r b c).
Proof. exact (P_rows3_upto 2 p_top upto_2). Qed.

Theorem claim : forall b, (Z.of_nat b >= 2)%Z -> chomp_P [b + 2; b; 2].
Proof.
  intros b Hw.
  rewrite (P_positions_top2 (b + 2) (b) (2)) by (simpl; zlia).
  lazy beta iota delta [p_top]; zlia.
Qed.

Print Assumptions claim.
