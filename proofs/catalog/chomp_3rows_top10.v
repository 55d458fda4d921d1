(* Chomp: the P-positions of 3-row Chomp with top row at most 10.

   Theorem (P_positions_top10).  A position with at most three rows and top row at most 10
   is a P-position (the player to move loses) exactly when it is one of
   (rows top row first):

       top  0: [b,b+1]
       top  1: [1,1,3], [1,2,2]
       top  2: [2,b,b+2] for b>=2
       top  3: [3,b,b+3] for b>=3 && b<=4, [3,5,5]
       top  4: [4,b,b+4] for b>=4 && b<=6, [4,7,7]
       top  5: [5,5,10], [5,6,9], [5,b,b+4] for b>=7
       top  6: [6,b,b+5] for b>=6 && b<=8, [6,9,9]
       top  7: [7,b,b+6] for b>=7 && b<=8, [7,9,12], [7,b,b+5] for b>=10
       top  8: [8,8,15], [8,9,14], [8,b,b+6] for b>=10 && b<=11, [8,12,12]
       top  9: [9,b,b+7] for b>=9 && b<=10, [9,11,14], [9,b,b+6] for b>=12
       top 10: [10,b,b+8] for b>=10 && b<=13, [10,14,14]

   Positions are lists [c; b; r], poison row c first, then the middle row b
   and the top row r (a row of length 0 is absent), moves and P-positions as
   the rules of CGProve.Chomp define them.  Proof (CGProve.ChompRows.P_rows3):
   for each top row, no move leads from a claimed P-position to another (each
   move shape and each top row it reaches refuted by lia), and every other
   position has a winning move into the claimed set: the region is split until
   it lies in one of the 114 pieces with a winning move found by cgprove, and
   the move of each piece used is a lemma (its legality and its target
   checked by lia on the piece).  The top rows are then chained one by one
   (CGProve.ChompRows.P_rows3_upto).

   Written by `cgprove prove chomp --rows 3 --top-max 10 --coq-by lia --coq FILE.v`; check with
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
  | 3 => (- Z.of_nat b + Z.of_nat c = 3 /\ Z.of_nat b >= 3 /\ Z.of_nat b <= 4)%Z \/ (Z.of_nat b = 5 /\ Z.of_nat c = 5)%Z
  | 4 => (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 4 /\ Z.of_nat b <= 6)%Z \/ (Z.of_nat b = 7 /\ Z.of_nat c = 7)%Z
  | 5 => (Z.of_nat b = 5 /\ Z.of_nat c = 10)%Z \/ (Z.of_nat b = 6 /\ Z.of_nat c = 9)%Z \/ (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 7)%Z
  | 6 => (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 6 /\ Z.of_nat b <= 8)%Z \/ (Z.of_nat b = 9 /\ Z.of_nat c = 9)%Z
  | 7 => (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 7 /\ Z.of_nat b <= 8)%Z \/ (Z.of_nat b = 9 /\ Z.of_nat c = 12)%Z \/ (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 10)%Z
  | 8 => (Z.of_nat b = 8 /\ Z.of_nat c = 15)%Z \/ (Z.of_nat b = 9 /\ Z.of_nat c = 14)%Z \/ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 11)%Z \/ (Z.of_nat b = 12 /\ Z.of_nat c = 12)%Z
  | 9 => (- Z.of_nat b + Z.of_nat c = 7 /\ Z.of_nat b >= 9 /\ Z.of_nat b <= 10)%Z \/ (Z.of_nat b = 11 /\ Z.of_nat c = 14)%Z \/ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 12)%Z
  | 10 => (- Z.of_nat b + Z.of_nat c = 8 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 13)%Z \/ (Z.of_nat b = 14 /\ Z.of_nat c = 14)%Z
  | _ => False
  end.

Lemma out_0 c b : rows3 10 [c; b; 0] -> p_top 0 b c ->
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

Lemma in_0_1 c b : rows3 10 [c; b; 0] -> (- Z.of_nat b + Z.of_nat c >= 2)%Z ->
  exists y, move chomp_moves [c; b; 0] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 1) [c; b; 0]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 1) 0) with 0 by zlia.
      rewrite (Nat.min_l (b + 1) c) by zlia. rewrite (Nat.min_r (b + 1) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_0_2 c b : rows3 10 [c; b; 0] -> (Z.of_nat b - Z.of_nat c = 0 /\ Z.of_nat b >= 1)%Z ->
  exists y, move chomp_moves [c; b; 0] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat b - 1)) [c; b; 0]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat b - 1)) 0) with 0 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat b - 1)) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_0 c b : rows3 10 [c; b; 0] -> ~ p_top 0 b c ->
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

Lemma out_1 c b : rows3 10 [c; b; 1] -> p_top 1 b c ->
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

Lemma in_1_1 c b : rows3 10 [c; b; 1] -> (Z.of_nat b = 1 /\ Z.of_nat c = 1)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 0 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 0 1) with 0 by reflexivity.
      rewrite (Nat.min_l 0 b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_1_2 c b : rows3 10 [c; b; 1] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 1)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 1) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_1_3 c b : rows3 10 [c; b; 1] -> (Z.of_nat b = 1 /\ Z.of_nat c >= 4)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 3 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 3 1) with 1 by reflexivity.
      rewrite (Nat.min_l 3 c) by zlia. rewrite (Nat.min_r 3 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_1_4 c b : rows3 10 [c; b; 1] -> (Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 3)%Z ->
  exists y, move chomp_moves [c; b; 1] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 2 [c; b; 1]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 2 1) with 1 by reflexivity.
      rewrite (Nat.min_l 2 c) by zlia. rewrite (Nat.min_l 2 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_1 c b : rows3 10 [c; b; 1] -> ~ p_top 1 b c ->
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

Lemma out_2 c b : rows3 10 [c; b; 2] -> p_top 2 b c ->
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

Lemma in_2_1 c b : rows3 10 [c; b; 2] -> (Z.of_nat b = 2 /\ Z.of_nat c = 2)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 1 [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 1 2) with 1 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_2_2 c b : rows3 10 [c; b; 2] -> (Z.of_nat b >= 2 /\ Z.of_nat b <= 3 /\ Z.of_nat c = 3)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 1 [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 1 2) with 1 by reflexivity.
      rewrite (Nat.min_l 1 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_2_3 c b : rows3 10 [c; b; 2] -> (Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat c >= 3)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 2) [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 2) 2) with 2 by zlia.
      rewrite (Nat.min_l (b + 2) c) by zlia. rewrite (Nat.min_r (b + 2) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_2_4 c b : rows3 10 [c; b; 2] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 1 /\ Z.of_nat c >= 4)%Z ->
  exists y, move chomp_moves [c; b; 2] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 2)) [c; b; 2]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 2)) 2) with 2 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 2)) b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_2 c b : rows3 10 [c; b; 2] -> ~ p_top 2 b c ->
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

Lemma out_3 c b : rows3 10 [c; b; 3] -> p_top 3 b c ->
  forall y, move chomp_moves [c; b; 3] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 3) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 3 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 3) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 3) in Hc by lia; destruct k as [|[|[|k]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 3 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 3) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 3) in Hc by lia; destruct k as [|[|[|k]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 3) in Hc by lia; destruct k as [|[|[|k]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_3_1 c b : rows3 10 [c; b; 3] -> (Z.of_nat b = 3 /\ Z.of_nat c = 3)%Z ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 1 [c; b; 3]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 1 3) with 1 by reflexivity.
      rewrite (Nat.min_l 1 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_3_2 c b : rows3 10 [c; b; 3] -> (Z.of_nat b >= 3 /\ Z.of_nat b <= 4 /\ Z.of_nat c = 4)%Z ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 2 [c; b; 3]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 2 3) with 2 by reflexivity.
      rewrite (Nat.min_l 2 b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_3_3 c b : rows3 10 [c; b; 3] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 3)%Z ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 3]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 3) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_3_4 c b : rows3 10 [c; b; 3] -> (Z.of_nat b >= 3 /\ - Z.of_nat b + Z.of_nat c >= 4 /\ Z.of_nat b <= 4)%Z ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 3) [c; b; 3]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 3) 3) with 3 by zlia.
      rewrite (Nat.min_l (b + 3) c) by zlia. rewrite (Nat.min_r (b + 3) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_3_5 c b : rows3 10 [c; b; 3] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 3)%Z ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 3]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 3) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_3_7 c b : rows3 10 [c; b; 3] -> (Z.of_nat b >= 5 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 6)%Z ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 5 [c; b; 3]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 5 3) with 3 by reflexivity.
      rewrite (Nat.min_l 5 c) by zlia. rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_3 c b : rows3 10 [c; b; 3] -> ~ p_top 3 b c ->
  exists y, move chomp_moves [c; b; 3] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 3)%Z) \/ ~ ((Z.of_nat b <= 3)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 3)%Z) \/ ~ ((Z.of_nat c <= 3)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_3_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((Z.of_nat c <= 4)%Z) \/ ~ ((Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_3_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_3_3 c b Hx). zlia.
        }
        {
          assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 3 /\ Z.of_nat b >= 3 /\ Z.of_nat b <= 4)%Z) by tauto.
          clear HnP.
          apply (in_3_4 c b Hx). zlia.
        }
      }
    }
  }
  {
    assert (Hs1 : ((Z.of_nat b <= 4)%Z) \/ ~ ((Z.of_nat b <= 4)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((Z.of_nat c <= 4)%Z) \/ ~ ((Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_3_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_3_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_3_5 c b Hx). zlia.
          }
        }
        {
          assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 3 /\ Z.of_nat b >= 3 /\ Z.of_nat b <= 4)%Z) by tauto.
          clear HnP.
          apply (in_3_4 c b Hx). zlia.
        }
      }
    }
    {
      assert (Hn : ~ (Z.of_nat b = 5 /\ Z.of_nat c = 5)%Z) by tauto.
      clear HnP.
      apply (in_3_7 c b Hx). zlia.
    }
  }
Qed.

Lemma out_4 c b : rows3 10 [c; b; 4] -> p_top 4 b c ->
  forall y, move chomp_moves [c; b; 4] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 4) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 4 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 4) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 4) in Hc by lia; destruct k as [|[|[|[|k]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 4 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 4) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 4) in Hc by lia; destruct k as [|[|[|[|k]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 4) in Hc by lia; destruct k as [|[|[|[|k]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_4_1 c b : rows3 10 [c; b; 4] -> (Z.of_nat b = 4 /\ Z.of_nat c = 4)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 2 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 2 4) with 2 by reflexivity.
      rewrite (Nat.min_l 2 b) by zlia.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_4_2 c b : rows3 10 [c; b; 4] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 4)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 4) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_4_3 c b : rows3 10 [c; b; 4] -> (Z.of_nat b >= 4 /\ Z.of_nat b <= 6 /\ Z.of_nat c = 6)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 3 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 3 4) with 3 by reflexivity.
      rewrite (Nat.min_l 3 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_4_4 c b : rows3 10 [c; b; 4] -> (Z.of_nat b = 4 /\ Z.of_nat c = 7)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 3 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 3 4) with 3 by reflexivity.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_4_5 c b : rows3 10 [c; b; 4] -> (Z.of_nat b >= 4 /\ - Z.of_nat b + Z.of_nat c >= 5 /\ Z.of_nat b <= 6)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 4) [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 4) 4) with 4 by zlia.
      rewrite (Nat.min_l (b + 4) c) by zlia. rewrite (Nat.min_r (b + 4) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_4_6 c b : rows3 10 [c; b; 4] -> (Z.of_nat b = 5 /\ Z.of_nat c = 5)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 3 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 3 4) with 3 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_4_7 c b : rows3 10 [c; b; 4] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 4)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 4) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_4_8 c b : rows3 10 [c; b; 4] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 3 /\ Z.of_nat c >= 8 /\ Z.of_nat c <= 10)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 4)) [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 4)) 4) with 4 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 4)) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_4_9 c b : rows3 10 [c; b; 4] -> (Z.of_nat b >= 7 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 8)%Z ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 7 [c; b; 4]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 7 4) with 4 by reflexivity.
      rewrite (Nat.min_l 7 c) by zlia. rewrite (Nat.min_l 7 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_4 c b : rows3 10 [c; b; 4] -> ~ p_top 4 b c ->
  exists y, move chomp_moves [c; b; 4] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 4)%Z) \/ ~ ((Z.of_nat b <= 4)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 4)%Z) \/ ~ ((Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_4_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_4_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat c <= 6)%Z) \/ ~ ((Z.of_nat c <= 6)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_4_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 7)%Z) \/ ~ ((Z.of_nat c <= 7)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_4_4 c b Hx). zlia.
          }
          {
            assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 4 /\ Z.of_nat b <= 6)%Z) by tauto.
            clear HnP.
            apply (in_4_5 c b Hx). zlia.
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c >= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_4_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat b <= 6)%Z) \/ ~ ((Z.of_nat b <= 6)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((Z.of_nat c >= 6)%Z) \/ ~ ((Z.of_nat c >= 6)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_4_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_4_6 c b Hx). zlia.
          }
        }
        {
          assert (Hn : ~ (Z.of_nat b = 7 /\ Z.of_nat c = 7)%Z) by tauto.
          clear HnP.
          apply (in_4_9 c b Hx). zlia.
        }
      }
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c >= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 5)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((Z.of_nat b <= 6)%Z) \/ ~ ((Z.of_nat b <= 6)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_4_5 c b Hx). zlia.
        }
        {
          clear HnP.
          apply (in_4_9 c b Hx). zlia.
        }
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_4_7 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c <= 3)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 3)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_4_8 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_4_9 c b Hx). zlia.
            }
          }
          {
            assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 4 /\ Z.of_nat b <= 6)%Z) by tauto.
            clear HnP.
            apply (in_4_9 c b Hx). zlia.
          }
        }
      }
    }
  }
Qed.

Lemma out_5 c b : rows3 10 [c; b; 5] -> p_top 5 b c ->
  forall y, move chomp_moves [c; b; 5] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 5) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 5 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 5) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 5) in Hc by lia; destruct k as [|[|[|[|[|k]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 5 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 5) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 5) in Hc by lia; destruct k as [|[|[|[|[|k]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 5) in Hc by lia; destruct k as [|[|[|[|[|k]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_5_1 c b : rows3 10 [c; b; 5] -> (Z.of_nat b = 5 /\ Z.of_nat c = 5)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 3 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 3 5) with 3 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_5_2 c b : rows3 10 [c; b; 5] -> (Z.of_nat b >= 5 /\ Z.of_nat b <= 6 /\ Z.of_nat c = 6)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 3 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 3 5) with 3 by reflexivity.
      rewrite (Nat.min_l 3 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_5_3 c b : rows3 10 [c; b; 5] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 5)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 5) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_5_4 c b : rows3 10 [c; b; 5] -> (Z.of_nat b >= 5 /\ Z.of_nat b <= 8 /\ Z.of_nat c = 8)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 4 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 4 5) with 4 by reflexivity.
      rewrite (Nat.min_l 4 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_5_5 c b : rows3 10 [c; b; 5] -> (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 5 /\ Z.of_nat b <= 6)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 4 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 4 5) with 4 by reflexivity.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_5_6 c b : rows3 10 [c; b; 5] -> (Z.of_nat b = 5 /\ Z.of_nat c >= 11)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 10 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 10 5) with 5 by reflexivity.
      rewrite (Nat.min_l 10 c) by zlia. rewrite (Nat.min_r 10 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_5_7 c b : rows3 10 [c; b; 5] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 5)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 5) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_5_8 c b : rows3 10 [c; b; 5] -> (Z.of_nat b = 6 /\ Z.of_nat c >= 10)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 9 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 9 5) with 5 by reflexivity.
      rewrite (Nat.min_l 9 c) by zlia. rewrite (Nat.min_r 9 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_5_9 c b : rows3 10 [c; b; 5] -> (Z.of_nat b = 7 /\ Z.of_nat c = 7)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 4 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 4 5) with 4 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_5_10 c b : rows3 10 [c; b; 5] -> (Z.of_nat b >= 7 /\ Z.of_nat b <= 9 /\ Z.of_nat c = 9)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 6 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 6 5) with 5 by reflexivity.
      rewrite (Nat.min_l 6 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_5_11 c b : rows3 10 [c; b; 5] -> (Z.of_nat b >= 6 /\ Z.of_nat b <= 10 /\ Z.of_nat c = 10)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 5 [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 5 5) with 5 by reflexivity.
      rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_5_12 c b : rows3 10 [c; b; 5] -> (Z.of_nat b >= 7 /\ - Z.of_nat b + Z.of_nat c >= 5)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 4) [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 4) 5) with 5 by zlia.
      rewrite (Nat.min_l (b + 4) c) by zlia. rewrite (Nat.min_r (b + 4) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_5_13 c b : rows3 10 [c; b; 5] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 3 /\ Z.of_nat c >= 11)%Z ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 4)) [c; b; 5]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 4)) 5) with 5 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 4)) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_5 c b : rows3 10 [c; b; 5] -> ~ p_top 5 b c ->
  exists y, move chomp_moves [c; b; 5] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 5)%Z) \/ ~ ((Z.of_nat b <= 5)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 5)%Z) \/ ~ ((Z.of_nat c <= 5)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_5_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((Z.of_nat c <= 6)%Z) \/ ~ ((Z.of_nat c <= 6)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_5_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_5_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 8)%Z) \/ ~ ((Z.of_nat c <= 8)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_5_4 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_5_5 c b Hx). zlia.
            }
            {
              assert (Hn : ~ (Z.of_nat b = 5 /\ Z.of_nat c = 10)%Z) by tauto.
              clear HnP.
              apply (in_5_6 c b Hx). zlia.
            }
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((Z.of_nat b <= 6)%Z) \/ ~ ((Z.of_nat b <= 6)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((Z.of_nat c <= 6)%Z) \/ ~ ((Z.of_nat c <= 6)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_5_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_5_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_5_7 c b Hx). zlia.
          }
        }
        {
          assert (Hn : ~ (Z.of_nat b = 6 /\ Z.of_nat c = 9)%Z) by tauto.
          clear HnP.
          apply (in_5_8 c b Hx). zlia.
        }
      }
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_5_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat b <= 8)%Z) \/ ~ ((Z.of_nat b <= 8)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c <= 8)%Z) \/ ~ ((Z.of_nat c <= 8)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 8)%Z) \/ ~ ((Z.of_nat c >= 8)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_5_4 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_5_9 c b Hx). zlia.
              }
            }
            {
              clear HnP.
              apply (in_5_7 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c >= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 1)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_5_7 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((Z.of_nat b <= 9)%Z) \/ ~ ((Z.of_nat b <= 9)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_5_10 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_5_11 c b Hx). zlia.
                }
                {
                  clear HnP.
                  apply (in_5_13 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
      {
        assert (Hs3 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_5_11 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c >= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 5)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_5_12 c b Hx). zlia.
            }
            {
              assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 7)%Z) by tauto.
              clear HnP.
              apply (in_5_13 c b Hx). zlia.
            }
          }
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 5)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_5_12 c b Hx). zlia.
          }
          {
            assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 7)%Z) by tauto.
            clear HnP.
            apply (in_5_13 c b Hx). zlia.
          }
        }
      }
    }
  }
Qed.

Lemma out_6 c b : rows3 10 [c; b; 6] -> p_top 6 b c ->
  forall y, move chomp_moves [c; b; 6] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 6) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 6 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 6) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 6) in Hc by lia; destruct k as [|[|[|[|[|[|k]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 6 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 6) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 6) in Hc by lia; destruct k as [|[|[|[|[|[|k]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 6) in Hc by lia; destruct k as [|[|[|[|[|[|k]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_6_1 c b : rows3 10 [c; b; 6] -> (Z.of_nat b = 6 /\ Z.of_nat c = 6)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 3 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 3 6) with 3 by reflexivity.
      rewrite (Nat.min_l 3 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_6_2 c b : rows3 10 [c; b; 6] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 6)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 6) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_6_3 c b : rows3 10 [c; b; 6] -> (Z.of_nat b >= 6 /\ Z.of_nat b <= 8 /\ Z.of_nat c = 8)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 4 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 4 6) with 4 by reflexivity.
      rewrite (Nat.min_l 4 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_6_4 c b : rows3 10 [c; b; 6] -> (Z.of_nat b = 6 /\ Z.of_nat c = 9)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 5 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 5 6) with 5 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_6_5 c b : rows3 10 [c; b; 6] -> (Z.of_nat b >= 6 /\ Z.of_nat b <= 10 /\ Z.of_nat c = 10)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 5 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 5 6) with 5 by reflexivity.
      rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_6_6 c b : rows3 10 [c; b; 6] -> (Z.of_nat b >= 6 /\ - Z.of_nat b + Z.of_nat c >= 6 /\ Z.of_nat b <= 8)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 5) [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 5) 6) with 6 by zlia.
      rewrite (Nat.min_l (b + 5) c) by zlia. rewrite (Nat.min_r (b + 5) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_6_7 c b : rows3 10 [c; b; 6] -> (Z.of_nat b = 7 /\ Z.of_nat c = 7)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 4 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 4 6) with 4 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_6_8 c b : rows3 10 [c; b; 6] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 6)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 6) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_6_9 c b : rows3 10 [c; b; 6] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 4 /\ Z.of_nat c >= 11 /\ Z.of_nat c <= 13)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 5)) [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 5)) 6) with 6 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 5)) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_6_10 c b : rows3 10 [c; b; 6] -> (Z.of_nat b >= 9 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 10)%Z ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 9 [c; b; 6]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 9 6) with 6 by reflexivity.
      rewrite (Nat.min_l 9 c) by zlia. rewrite (Nat.min_l 9 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_6 c b : rows3 10 [c; b; 6] -> ~ p_top 6 b c ->
  exists y, move chomp_moves [c; b; 6] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 6)%Z) \/ ~ ((Z.of_nat b <= 6)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 6)%Z) \/ ~ ((Z.of_nat c <= 6)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_6_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_6_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat c <= 8)%Z) \/ ~ ((Z.of_nat c <= 8)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_6_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 9)%Z) \/ ~ ((Z.of_nat c <= 9)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_6_4 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_6_5 c b Hx). zlia.
            }
            {
              assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 6 /\ Z.of_nat b <= 8)%Z) by tauto.
              clear HnP.
              apply (in_6_6 c b Hx). zlia.
            }
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c >= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_6_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat b <= 8)%Z) \/ ~ ((Z.of_nat b <= 8)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((Z.of_nat c >= 8)%Z) \/ ~ ((Z.of_nat c >= 8)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_6_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_6_7 c b Hx). zlia.
          }
        }
        {
          assert (Hn : ~ (Z.of_nat b = 9 /\ Z.of_nat c = 9)%Z) by tauto.
          clear HnP.
          apply (in_6_10 c b Hx). zlia.
        }
      }
    }
    {
      assert (Hs2 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((Z.of_nat c >= 10)%Z) \/ ~ ((Z.of_nat c >= 10)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_6_5 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_6_8 c b Hx). zlia.
          }
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 6)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 6)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat b <= 8)%Z) \/ ~ ((Z.of_nat b <= 8)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_6_6 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_6_10 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_6_8 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                assert (Hs7 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_6_9 c b Hx). zlia.
                }
                {
                  clear HnP.
                  apply (in_6_10 c b Hx). zlia.
                }
              }
              {
                assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 6 /\ Z.of_nat b <= 8)%Z) by tauto.
                clear HnP.
                apply (in_6_10 c b Hx). zlia.
              }
            }
          }
        }
      }
      {
        clear HnP.
        apply (in_6_10 c b Hx). zlia.
      }
    }
  }
Qed.

Lemma out_7 c b : rows3 10 [c; b; 7] -> p_top 7 b c ->
  forall y, move chomp_moves [c; b; 7] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 7) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 7 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 7) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 7) in Hc by lia; destruct k as [|[|[|[|[|[|[|k]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 7 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 7) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 7) in Hc by lia; destruct k as [|[|[|[|[|[|[|k]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 7) in Hc by lia; destruct k as [|[|[|[|[|[|[|k]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_7_1 c b : rows3 10 [c; b; 7] -> (Z.of_nat b = 7 /\ Z.of_nat c = 7)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 4 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 4 7) with 4 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_7_2 c b : rows3 10 [c; b; 7] -> (Z.of_nat b >= 7 /\ Z.of_nat b <= 8 /\ Z.of_nat c = 8)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 4 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 4 7) with 4 by reflexivity.
      rewrite (Nat.min_l 4 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_7_3 c b : rows3 10 [c; b; 7] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 7)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 7) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_7_4 c b : rows3 10 [c; b; 7] -> (Z.of_nat b >= 7 /\ Z.of_nat b <= 10 /\ Z.of_nat c = 10)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 5 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 5 7) with 5 by reflexivity.
      rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_7_5 c b : rows3 10 [c; b; 7] -> (Z.of_nat b >= 7 /\ Z.of_nat b <= 11 /\ Z.of_nat c = 11)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 6 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 6 7) with 6 by reflexivity.
      rewrite (Nat.min_l 6 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_7_6 c b : rows3 10 [c; b; 7] -> (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 7 /\ Z.of_nat b <= 8)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 6 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 6 7) with 6 by reflexivity.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_7_7 c b : rows3 10 [c; b; 7] -> (Z.of_nat b >= 7 /\ - Z.of_nat b + Z.of_nat c >= 7 /\ Z.of_nat b <= 8)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 6) [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 6) 7) with 7 by zlia.
      rewrite (Nat.min_l (b + 6) c) by zlia. rewrite (Nat.min_r (b + 6) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_7_8 c b : rows3 10 [c; b; 7] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 7)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 7) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_7_9 c b : rows3 10 [c; b; 7] -> (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 7)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 5 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 5 7) with 5 by reflexivity.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_7_10 c b : rows3 10 [c; b; 7] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 5 /\ Z.of_nat c >= 13 /\ Z.of_nat c <= 14)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 6)) [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 6)) 7) with 7 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 6)) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_7_11 c b : rows3 10 [c; b; 7] -> (Z.of_nat b = 9 /\ Z.of_nat c = 9)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 6 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 6 7) with 6 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_7_12 c b : rows3 10 [c; b; 7] -> (Z.of_nat b = 9 /\ Z.of_nat c >= 13)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 12 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 12 7) with 7 by reflexivity.
      rewrite (Nat.min_l 12 c) by zlia. rewrite (Nat.min_r 12 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_7_13 c b : rows3 10 [c; b; 7] -> (Z.of_nat b >= 10 /\ Z.of_nat b <= 12 /\ Z.of_nat c = 12)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 9 [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 9 7) with 7 by reflexivity.
      rewrite (Nat.min_l 9 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_7_14 c b : rows3 10 [c; b; 7] -> (Z.of_nat b >= 10 /\ - Z.of_nat b + Z.of_nat c >= 6)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 5) [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 5) 7) with 7 by zlia.
      rewrite (Nat.min_l (b + 5) c) by zlia. rewrite (Nat.min_r (b + 5) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_7_15 c b : rows3 10 [c; b; 7] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 4 /\ Z.of_nat c >= 15)%Z ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 5)) [c; b; 7]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 5)) 7) with 7 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 5)) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_7 c b : rows3 10 [c; b; 7] -> ~ p_top 7 b c ->
  exists y, move chomp_moves [c; b; 7] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 7)%Z) \/ ~ ((Z.of_nat b <= 7)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 7)%Z) \/ ~ ((Z.of_nat c <= 7)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_7_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((Z.of_nat c <= 8)%Z) \/ ~ ((Z.of_nat c <= 8)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_7_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_7_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_7_4 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_7_5 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c <= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 5)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_7_6 c b Hx). zlia.
              }
              {
                assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 7 /\ Z.of_nat b <= 8)%Z) by tauto.
                clear HnP.
                apply (in_7_7 c b Hx). zlia.
              }
            }
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((Z.of_nat b <= 8)%Z) \/ ~ ((Z.of_nat b <= 8)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((Z.of_nat c <= 8)%Z) \/ ~ ((Z.of_nat c <= 8)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_7_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_7_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_7_8 c b Hx). zlia.
          }
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_7_5 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 5)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c >= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 5)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_7_6 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_7_9 c b Hx). zlia.
              }
            }
            {
              assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 7 /\ Z.of_nat b <= 8)%Z) by tauto.
              clear HnP.
              apply (in_7_7 c b Hx). zlia.
            }
          }
        }
      }
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_7_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 10)%Z) \/ ~ ((Z.of_nat c >= 10)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_7_4 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_7_11 c b Hx). zlia.
              }
            }
            {
              clear HnP.
              apply (in_7_5 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((Z.of_nat b <= 11)%Z) \/ ~ ((Z.of_nat b <= 11)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_7_5 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_7_8 c b Hx). zlia.
              }
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c >= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 1)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_7_8 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat c >= 13)%Z) \/ ~ ((Z.of_nat c >= 13)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  assert (Hs8 : ((Z.of_nat c <= 14)%Z) \/ ~ ((Z.of_nat c <= 14)%Z)) by decide_lia. destruct Hs8 as [Hs8|Hs8].
                  {
                    clear HnP.
                    apply (in_7_10 c b Hx). zlia.
                  }
                  {
                    clear HnP.
                    apply (in_7_15 c b Hx). zlia.
                  }
                }
                {
                  clear HnP.
                  apply (in_7_13 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 4)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_7_9 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 14)%Z) \/ ~ ((Z.of_nat c <= 14)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hn : ~ (Z.of_nat b = 9 /\ Z.of_nat c = 12)%Z) by tauto.
              clear HnP.
              apply (in_7_10 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_7_15 c b Hx). zlia.
            }
          }
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c <= 5)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 5)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 10)%Z) by tauto.
            clear HnP.
            apply (in_7_10 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((Z.of_nat b <= 9)%Z) \/ ~ ((Z.of_nat b <= 9)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_7_12 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_7_14 c b Hx). zlia.
            }
          }
        }
      }
    }
  }
Qed.

Lemma out_8 c b : rows3 10 [c; b; 8] -> p_top 8 b c ->
  forall y, move chomp_moves [c; b; 8] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 8) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 8 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 8) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 8) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|k]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 8 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 8) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 8) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|k]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 8) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|k]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_8_1 c b : rows3 10 [c; b; 8] -> (Z.of_nat b = 8 /\ Z.of_nat c = 8)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 4 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 4 8) with 4 by reflexivity.
      rewrite (Nat.min_l 4 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_2 c b : rows3 10 [c; b; 8] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 8)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 8) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_8_3 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 8 /\ Z.of_nat b <= 10 /\ Z.of_nat c = 10)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 5 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 5 8) with 5 by reflexivity.
      rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_4 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 8 /\ Z.of_nat b <= 11 /\ Z.of_nat c = 11)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 6 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 6 8) with 6 by reflexivity.
      rewrite (Nat.min_l 6 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_5 c b : rows3 10 [c; b; 8] -> (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 8)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 5 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 5 8) with 5 by reflexivity.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_8_6 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 8 /\ Z.of_nat b <= 13 /\ Z.of_nat c = 13)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 7 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 7 8) with 7 by reflexivity.
      rewrite (Nat.min_l 7 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_7 c b : rows3 10 [c; b; 8] -> (Z.of_nat b = 8 /\ Z.of_nat c = 14)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 7 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 7 8) with 7 by reflexivity.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_8 c b : rows3 10 [c; b; 8] -> (Z.of_nat b = 8 /\ Z.of_nat c >= 16)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 15 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 15 8) with 8 by reflexivity.
      rewrite (Nat.min_l 15 c) by zlia. rewrite (Nat.min_r 15 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_9 c b : rows3 10 [c; b; 8] -> (Z.of_nat b = 9 /\ Z.of_nat c = 9)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 6 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 6 8) with 6 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_8_10 c b : rows3 10 [c; b; 8] -> (Z.of_nat b = 9 /\ Z.of_nat c = 12)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 7 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 7 8) with 7 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_8_11 c b : rows3 10 [c; b; 8] -> (Z.of_nat b = 9 /\ Z.of_nat c >= 15)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 14 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 14 8) with 8 by reflexivity.
      rewrite (Nat.min_l 14 c) by zlia. rewrite (Nat.min_r 14 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_8_12 c b : rows3 10 [c; b; 8] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 8)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 8) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_8_13 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 10 /\ Z.of_nat b <= 14 /\ Z.of_nat c = 14)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 9 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 9 8) with 8 by reflexivity.
      rewrite (Nat.min_l 9 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_8_14 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 9 /\ Z.of_nat b <= 15 /\ Z.of_nat c = 15)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 8 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 8 8) with 8 by reflexivity.
      rewrite (Nat.min_l 8 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_8_15 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 10 /\ - Z.of_nat b + Z.of_nat c >= 7 /\ Z.of_nat b <= 11)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 6) [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 6) 8) with 8 by zlia.
      rewrite (Nat.min_l (b + 6) c) by zlia. rewrite (Nat.min_r (b + 6) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. left. zlia. }
Qed.

Lemma in_8_16 c b : rows3 10 [c; b; 8] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 5 /\ Z.of_nat c >= 16 /\ Z.of_nat c <= 17)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 6)) [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 6)) 8) with 8 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 6)) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. left. zlia. }
Qed.

Lemma in_8_17 c b : rows3 10 [c; b; 8] -> (Z.of_nat b >= 12 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 13)%Z ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 12 [c; b; 8]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 12 8) with 8 by reflexivity.
      rewrite (Nat.min_l 12 c) by zlia. rewrite (Nat.min_l 12 b) by zlia.
      lazy beta iota delta [p_top]. do 3 right. zlia. }
Qed.

Lemma in_8 c b : rows3 10 [c; b; 8] -> ~ p_top 8 b c ->
  exists y, move chomp_moves [c; b; 8] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 8)%Z) \/ ~ ((Z.of_nat b <= 8)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 8)%Z) \/ ~ ((Z.of_nat c <= 8)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_8_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_8_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_8_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_8_4 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_8_5 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_8_6 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat c <= 14)%Z) \/ ~ ((Z.of_nat c <= 14)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_8_7 c b Hx). zlia.
                }
                {
                  assert (Hn : ~ (Z.of_nat b = 8 /\ Z.of_nat c = 15)%Z) by tauto.
                  clear HnP.
                  apply (in_8_8 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((- Z.of_nat b + Z.of_nat c <= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 1)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c >= 1)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 1)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_8_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((Z.of_nat c >= 10)%Z) \/ ~ ((Z.of_nat c >= 10)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_8_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_8_9 c b Hx). zlia.
          }
        }
        {
          assert (Hs4 : ((Z.of_nat b <= 11)%Z) \/ ~ ((Z.of_nat b <= 11)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_8_4 c b Hx). zlia.
          }
          {
            assert (Hn : ~ (Z.of_nat b = 12 /\ Z.of_nat c = 12)%Z) by tauto.
            clear HnP.
            apply (in_8_17 c b Hx). zlia.
          }
        }
      }
    }
    {
      assert (Hs2 : ((Z.of_nat b <= 11)%Z) \/ ~ ((Z.of_nat b <= 11)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_8_4 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c >= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 4)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_8_5 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                assert (Hs7 : ((Z.of_nat c >= 13)%Z) \/ ~ ((Z.of_nat c >= 13)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_8_6 c b Hx). zlia.
                }
                {
                  assert (Hs8 : ((Z.of_nat b <= 9)%Z) \/ ~ ((Z.of_nat b <= 9)%Z)) by decide_lia. destruct Hs8 as [Hs8|Hs8].
                  {
                    clear HnP.
                    apply (in_8_10 c b Hx). zlia.
                  }
                  {
                    clear HnP.
                    apply (in_8_12 c b Hx). zlia.
                  }
                }
              }
              {
                clear HnP.
                apply (in_8_13 c b Hx). zlia.
              }
            }
          }
          {
            assert (Hs5 : ((Z.of_nat b <= 9)%Z) \/ ~ ((Z.of_nat b <= 9)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hn : ~ (Z.of_nat b = 9 /\ Z.of_nat c = 14)%Z) by tauto.
              clear HnP.
              apply (in_8_11 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_8_14 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((- Z.of_nat b + Z.of_nat c >= 7)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 7)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_8_15 c b Hx). zlia.
                }
                {
                  assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 11)%Z) by tauto.
                  clear HnP.
                  apply (in_8_16 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
      {
        clear HnP.
        apply (in_8_17 c b Hx). zlia.
      }
    }
  }
Qed.

Lemma out_9 c b : rows3 10 [c; b; 9] -> p_top 9 b c ->
  forall y, move chomp_moves [c; b; 9] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 9) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 9 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 9) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 9) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|[|k]]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 9 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 9) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 9) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|[|k]]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 9) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|[|k]]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_9_1 c b : rows3 10 [c; b; 9] -> (Z.of_nat b = 9 /\ Z.of_nat c = 9)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 6 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 6 9) with 6 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_9_2 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 9 /\ Z.of_nat b <= 10 /\ Z.of_nat c = 10)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 5 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 5 9) with 5 by reflexivity.
      rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_9_3 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 9 /\ Z.of_nat b <= 11 /\ Z.of_nat c = 11)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 6 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 6 9) with 6 by reflexivity.
      rewrite (Nat.min_l 6 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_9_4 c b : rows3 10 [c; b; 9] -> (Z.of_nat b = 9 /\ Z.of_nat c = 12)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 7 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 7 9) with 7 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_9_5 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 9 /\ Z.of_nat b <= 13 /\ Z.of_nat c = 13)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 7 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 7 9) with 7 by reflexivity.
      rewrite (Nat.min_l 7 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_9_6 c b : rows3 10 [c; b; 9] -> (Z.of_nat b = 9 /\ Z.of_nat c = 14)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 8 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 8 9) with 8 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_9_7 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 9 /\ Z.of_nat b <= 15 /\ Z.of_nat c = 15)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 8 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 8 9) with 8 by reflexivity.
      rewrite (Nat.min_l 8 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_9_8 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 9 /\ - Z.of_nat b + Z.of_nat c >= 8 /\ Z.of_nat b <= 10)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 7) [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 7) 9) with 9 by zlia.
      rewrite (Nat.min_l (b + 7) c) by zlia. rewrite (Nat.min_r (b + 7) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_9_9 c b : rows3 10 [c; b; 9] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 9)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 9) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_9_10 c b : rows3 10 [c; b; 9] -> (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 9)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 5 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 5 9) with 5 by reflexivity.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_9_11 c b : rows3 10 [c; b; 9] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 6 /\ Z.of_nat c >= 16 /\ Z.of_nat c <= 17)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 7)) [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 7)) 9) with 9 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 7)) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_9_12 c b : rows3 10 [c; b; 9] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 9)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 9) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_9_13 c b : rows3 10 [c; b; 9] -> (Z.of_nat b = 11 /\ Z.of_nat c >= 15)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 14 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 14 9) with 9 by reflexivity.
      rewrite (Nat.min_l 14 c) by zlia. rewrite (Nat.min_r 14 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_9_14 c b : rows3 10 [c; b; 9] -> (Z.of_nat b = 12 /\ Z.of_nat c = 12)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 8 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 8 9) with 8 by reflexivity.
      lazy beta iota delta [p_top]. do 3 right. zlia. }
Qed.

Lemma in_9_15 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 12 /\ Z.of_nat b <= 14 /\ Z.of_nat c = 14)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 11 [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 11 9) with 9 by reflexivity.
      rewrite (Nat.min_l 11 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_9_16 c b : rows3 10 [c; b; 9] -> (Z.of_nat b >= 12 /\ - Z.of_nat b + Z.of_nat c >= 7)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 6) [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 6) 9) with 9 by zlia.
      rewrite (Nat.min_l (b + 6) c) by zlia. rewrite (Nat.min_r (b + 6) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_9_17 c b : rows3 10 [c; b; 9] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 5 /\ Z.of_nat c >= 18)%Z ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 6)) [c; b; 9]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 6)) 9) with 9 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 6)) b) by zlia.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_9 c b : rows3 10 [c; b; 9] -> ~ p_top 9 b c ->
  exists y, move chomp_moves [c; b; 9] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 9)%Z) \/ ~ ((Z.of_nat b <= 9)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 9)%Z) \/ ~ ((Z.of_nat c <= 9)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_9_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_9_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_9_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 12)%Z) \/ ~ ((Z.of_nat c <= 12)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_9_4 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_9_5 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((Z.of_nat c <= 14)%Z) \/ ~ ((Z.of_nat c <= 14)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_6 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_9_7 c b Hx). zlia.
                }
                {
                  assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 7 /\ Z.of_nat b >= 9 /\ Z.of_nat b <= 10)%Z) by tauto.
                  clear HnP.
                  apply (in_9_8 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_9_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_9_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c >= 13)%Z) \/ ~ ((Z.of_nat c >= 13)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_9_5 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_9_9 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 15)%Z) \/ ~ ((Z.of_nat c >= 15)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_7 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_9_10 c b Hx). zlia.
              }
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c >= 8)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 8)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_8 c b Hx). zlia.
              }
              {
                assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 7 /\ Z.of_nat b >= 9 /\ Z.of_nat b <= 10)%Z) by tauto.
                clear HnP.
                apply (in_9_11 c b Hx). zlia.
              }
            }
          }
        }
      }
    }
    {
      assert (Hs2 : ((Z.of_nat b <= 11)%Z) \/ ~ ((Z.of_nat b <= 11)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_9_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c >= 13)%Z) \/ ~ ((Z.of_nat c >= 13)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_9_5 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_9_12 c b Hx). zlia.
            }
          }
          {
            assert (Hn : ~ (Z.of_nat b = 11 /\ Z.of_nat c = 14)%Z) by tauto.
            clear HnP.
            apply (in_9_13 c b Hx). zlia.
          }
        }
      }
      {
        assert (Hs3 : ((Z.of_nat b <= 13)%Z) \/ ~ ((Z.of_nat b <= 13)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c >= 13)%Z) \/ ~ ((Z.of_nat c >= 13)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_9_5 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_9_14 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 15)%Z) \/ ~ ((Z.of_nat c >= 15)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_7 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_9_15 c b Hx). zlia.
              }
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_11 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((- Z.of_nat b + Z.of_nat c <= 6)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 6)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  assert (Hs8 : ((Z.of_nat c <= 17)%Z) \/ ~ ((Z.of_nat c <= 17)%Z)) by decide_lia. destruct Hs8 as [Hs8|Hs8].
                  {
                    clear HnP.
                    apply (in_9_11 c b Hx). zlia.
                  }
                  {
                    assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 12)%Z) by tauto.
                    clear HnP.
                    apply (in_9_17 c b Hx). zlia.
                  }
                }
                {
                  clear HnP.
                  apply (in_9_16 c b Hx). zlia.
                }
              }
            }
          }
        }
        {
          assert (Hs4 : ((Z.of_nat b <= 15)%Z) \/ ~ ((Z.of_nat b <= 15)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 15)%Z) \/ ~ ((Z.of_nat c >= 15)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_7 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_9_15 c b Hx). zlia.
              }
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_11 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  assert (Hs8 : ((- Z.of_nat b + Z.of_nat c >= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 4)%Z)) by decide_lia. destruct Hs8 as [Hs8|Hs8].
                  {
                    clear HnP.
                    apply (in_9_10 c b Hx). zlia.
                  }
                  {
                    assert (Hs9 : ((Z.of_nat c <= 17)%Z) \/ ~ ((Z.of_nat c <= 17)%Z)) by decide_lia. destruct Hs9 as [Hs9|Hs9].
                    {
                      clear HnP.
                      apply (in_9_11 c b Hx). zlia.
                    }
                    {
                      clear HnP.
                      apply (in_9_17 c b Hx). zlia.
                    }
                  }
                }
                {
                  assert (Hs8 : ((- Z.of_nat b + Z.of_nat c >= 7)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 7)%Z)) by decide_lia. destruct Hs8 as [Hs8|Hs8].
                  {
                    clear HnP.
                    apply (in_9_16 c b Hx). zlia.
                  }
                  {
                    assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 12)%Z) by tauto.
                    clear HnP.
                    apply (in_9_17 c b Hx). zlia.
                  }
                }
              }
            }
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_9 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat c <= 17)%Z) \/ ~ ((Z.of_nat c <= 17)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_9_11 c b Hx). zlia.
                }
                {
                  clear HnP.
                  apply (in_9_17 c b Hx). zlia.
                }
              }
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_9_17 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((- Z.of_nat b + Z.of_nat c >= 7)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 7)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_9_16 c b Hx). zlia.
                }
                {
                  assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 12)%Z) by tauto.
                  clear HnP.
                  apply (in_9_17 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
    }
  }
Qed.

Lemma out_10 c b : rows3 10 [c; b; 10] -> p_top 10 b c ->
  forall y, move chomp_moves [c; b; 10] y -> ~ claimed3 p_top y.
Proof.
  intros Hx HP y Hy Hc. lazy beta iota delta [p_top] in HP. simpl in Hx.
  apply moves3 in Hy as [[k [Hk ->]]|[[k [Hk ->]]|[k [Hk ->]]]]; unfold claimed3 in Hc.
  - rewrite (Nat.min_l k c) in Hc by lia.
    destruct (Nat.le_gt_cases b k) as [Hkb|Hkb].
    + rewrite (Nat.min_r k b) in Hc by lia. rewrite (Nat.min_r k 10) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia.
    + rewrite (Nat.min_l k b) in Hc by lia.
      destruct (Nat.le_gt_cases 10 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 10) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 10) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|[|[|k]]]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k b) in Hc by lia.
    destruct (Nat.le_gt_cases 10 k) as [Hkr|Hkr]; [rewrite (Nat.min_r k 10) in Hc by lia; lazy beta iota delta [p_top] in Hc; zlia | rewrite (Nat.min_l k 10) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|[|[|k]]]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia]].
  - rewrite (Nat.min_l k 10) in Hc by lia; destruct k as [|[|[|[|[|[|[|[|[|[|k]]]]]]]]]]; [lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lazy beta iota delta [p_top] in Hc; zlia | lia].
Qed.

Lemma in_10_1 c b : rows3 10 [c; b; 10] -> (Z.of_nat b = 10 /\ Z.of_nat c = 10)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 5 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 5 10) with 5 by reflexivity.
      rewrite (Nat.min_l 5 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_2 c b : rows3 10 [c; b; 10] -> (Z.of_nat b >= 10 /\ Z.of_nat b <= 11 /\ Z.of_nat c = 11)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 6 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 6 10) with 6 by reflexivity.
      rewrite (Nat.min_l 6 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_3 c b : rows3 10 [c; b; 10] -> (- Z.of_nat b + Z.of_nat c = 2 /\ Z.of_nat b >= 10)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 2 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 2 10) with 2 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_10_4 c b : rows3 10 [c; b; 10] -> (Z.of_nat b >= 10 /\ Z.of_nat b <= 13 /\ Z.of_nat c = 13)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 7 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 7 10) with 7 by reflexivity.
      rewrite (Nat.min_l 7 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_5 c b : rows3 10 [c; b; 10] -> (- Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 10)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 5 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 5 10) with 5 by reflexivity.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_10_6 c b : rows3 10 [c; b; 10] -> (Z.of_nat b >= 10 /\ Z.of_nat b <= 15 /\ Z.of_nat c = 15)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 8 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 8 10) with 8 by reflexivity.
      rewrite (Nat.min_l 8 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_7 c b : rows3 10 [c; b; 10] -> (Z.of_nat b >= 10 /\ Z.of_nat b <= 16 /\ Z.of_nat c = 16)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 9 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min 9 10) with 9 by reflexivity.
      rewrite (Nat.min_l 9 b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_8 c b : rows3 10 [c; b; 10] -> (Z.of_nat b = 10 /\ Z.of_nat c = 17)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 9 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 9 10) with 9 by reflexivity.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_9 c b : rows3 10 [c; b; 10] -> (Z.of_nat b >= 10 /\ - Z.of_nat b + Z.of_nat c >= 9 /\ Z.of_nat b <= 13)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 (b + 8) [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min (b + 8) 10) with 10 by zlia.
      rewrite (Nat.min_l (b + 8) c) by zlia. rewrite (Nat.min_r (b + 8) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_10 c b : rows3 10 [c; b; 10] -> (- Z.of_nat b + Z.of_nat c = 1 /\ Z.of_nat b >= 10)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 0 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 0 10) with 0 by reflexivity.
      lazy beta iota delta [p_top]. zlia. }
Qed.

Lemma in_10_11 c b : rows3 10 [c; b; 10] -> (Z.of_nat b = 11 /\ Z.of_nat c = 14)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 9 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 9 10) with 9 by reflexivity.
      lazy beta iota delta [p_top]. do 1 right. left. zlia. }
Qed.

Lemma in_10_12 c b : rows3 10 [c; b; 10] -> (- Z.of_nat b + Z.of_nat c = 6 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 11)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 8 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 8 10) with 8 by reflexivity.
      lazy beta iota delta [p_top]. do 2 right. left. zlia. }
Qed.

Lemma in_10_13 c b : rows3 10 [c; b; 10] -> (- Z.of_nat b + Z.of_nat c >= 0 /\ - Z.of_nat b + Z.of_nat c <= 7 /\ Z.of_nat c >= 18 /\ Z.of_nat c <= 21)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 1 (Z.to_nat (Z.of_nat c - 8)) [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_1. unfold claimed3. replace (Nat.min (Z.to_nat (Z.of_nat c - 8)) 10) with 10 by zlia.
      rewrite (Nat.min_l (Z.to_nat (Z.of_nat c - 8)) b) by zlia.
      lazy beta iota delta [p_top]. left. zlia. }
Qed.

Lemma in_10_14 c b : rows3 10 [c; b; 10] -> (Z.of_nat b = 12 /\ Z.of_nat c = 12)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 8 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 8 10) with 8 by reflexivity.
      lazy beta iota delta [p_top]. do 3 right. zlia. }
Qed.

Lemma in_10_15 c b : rows3 10 [c; b; 10] -> (- Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 10)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 2 7 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_2. unfold claimed3. replace (Nat.min 7 10) with 7 by reflexivity.
      lazy beta iota delta [p_top]. do 2 right. zlia. }
Qed.

Lemma in_10_16 c b : rows3 10 [c; b; 10] -> (Z.of_nat b >= 14 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat c >= 15)%Z ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx Hr. simpl in Hx.
  exists (chomp_apply 0 14 [c; b; 10]). split.
    { apply bite3; cbn [nth]; zlia. }
    { rewrite apply3_0. unfold claimed3. replace (Nat.min 14 10) with 10 by reflexivity.
      rewrite (Nat.min_l 14 c) by zlia. rewrite (Nat.min_l 14 b) by zlia.
      lazy beta iota delta [p_top]. do 1 right. zlia. }
Qed.

Lemma in_10 c b : rows3 10 [c; b; 10] -> ~ p_top 10 b c ->
  exists y, move chomp_moves [c; b; 10] y /\ claimed3 p_top y.
Proof.
  intros Hx HnP. lazy beta iota delta [p_top] in HnP. simpl in Hx.
  assert (Hs0 : ((Z.of_nat b <= 10)%Z) \/ ~ ((Z.of_nat b <= 10)%Z)) by decide_lia. destruct Hs0 as [Hs0|Hs0].
  {
    assert (Hs1 : ((Z.of_nat c <= 10)%Z) \/ ~ ((Z.of_nat c <= 10)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      clear HnP.
      apply (in_10_1 c b Hx). zlia.
    }
    {
      assert (Hs2 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_10_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_10_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_10_4 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_10_5 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_10_6 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat c <= 16)%Z) \/ ~ ((Z.of_nat c <= 16)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_10_7 c b Hx). zlia.
                }
                {
                  assert (Hs8 : ((Z.of_nat c <= 17)%Z) \/ ~ ((Z.of_nat c <= 17)%Z)) by decide_lia. destruct Hs8 as [Hs8|Hs8].
                  {
                    clear HnP.
                    apply (in_10_8 c b Hx). zlia.
                  }
                  {
                    assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 8 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 13)%Z) by tauto.
                    clear HnP.
                    apply (in_10_9 c b Hx). zlia.
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  {
    assert (Hs1 : ((Z.of_nat b <= 11)%Z) \/ ~ ((Z.of_nat b <= 11)%Z)) by decide_lia. destruct Hs1 as [Hs1|Hs1].
    {
      assert (Hs2 : ((Z.of_nat c <= 11)%Z) \/ ~ ((Z.of_nat c <= 11)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        clear HnP.
        apply (in_10_2 c b Hx). zlia.
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_10_3 c b Hx). zlia.
          }
          {
            clear HnP.
            apply (in_10_10 c b Hx). zlia.
          }
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c >= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 4)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_10_5 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_10_11 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((Z.of_nat c <= 16)%Z) \/ ~ ((Z.of_nat c <= 16)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_10_7 c b Hx). zlia.
            }
            {
              assert (Hs6 : ((- Z.of_nat b + Z.of_nat c >= 9)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 9)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_10_9 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((- Z.of_nat b + Z.of_nat c <= 6)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 6)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_10_12 c b Hx). zlia.
                }
                {
                  assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 8 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 13)%Z) by tauto.
                  clear HnP.
                  apply (in_10_13 c b Hx). zlia.
                }
              }
            }
          }
        }
      }
    }
    {
      assert (Hs2 : ((- Z.of_nat b + Z.of_nat c <= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 2)%Z)) by decide_lia. destruct Hs2 as [Hs2|Hs2].
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c >= 2)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 2)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          clear HnP.
          apply (in_10_3 c b Hx). zlia.
        }
        {
          assert (Hs4 : ((Z.of_nat b <= 13)%Z) \/ ~ ((Z.of_nat b <= 13)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat c <= 13)%Z) \/ ~ ((Z.of_nat c <= 13)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 13)%Z) \/ ~ ((Z.of_nat c >= 13)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_10_4 c b Hx). zlia.
              }
              {
                clear HnP.
                apply (in_10_14 c b Hx). zlia.
              }
            }
            {
              clear HnP.
              apply (in_10_10 c b Hx). zlia.
            }
          }
          {
            assert (Hn : ~ (Z.of_nat b = 14 /\ Z.of_nat c = 14)%Z) by tauto.
            clear HnP.
            apply (in_10_16 c b Hx). zlia.
          }
        }
      }
      {
        assert (Hs3 : ((- Z.of_nat b + Z.of_nat c <= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 4)%Z)) by decide_lia. destruct Hs3 as [Hs3|Hs3].
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 4)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 4)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            clear HnP.
            apply (in_10_5 c b Hx). zlia.
          }
          {
            assert (Hs5 : ((Z.of_nat b <= 15)%Z) \/ ~ ((Z.of_nat b <= 15)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c <= 15)%Z) \/ ~ ((Z.of_nat c <= 15)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                clear HnP.
                apply (in_10_6 c b Hx). zlia.
              }
              {
                assert (Hs7 : ((Z.of_nat c <= 16)%Z) \/ ~ ((Z.of_nat c <= 16)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_10_7 c b Hx). zlia.
                }
                {
                  clear HnP.
                  apply (in_10_16 c b Hx). zlia.
                }
              }
            }
            {
              clear HnP.
              apply (in_10_16 c b Hx). zlia.
            }
          }
        }
        {
          assert (Hs4 : ((- Z.of_nat b + Z.of_nat c >= 9)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c >= 9)%Z)) by decide_lia. destruct Hs4 as [Hs4|Hs4].
          {
            assert (Hs5 : ((Z.of_nat b <= 13)%Z) \/ ~ ((Z.of_nat b <= 13)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              clear HnP.
              apply (in_10_9 c b Hx). zlia.
            }
            {
              clear HnP.
              apply (in_10_16 c b Hx). zlia.
            }
          }
          {
            assert (Hs5 : ((- Z.of_nat b + Z.of_nat c <= 7)%Z) \/ ~ ((- Z.of_nat b + Z.of_nat c <= 7)%Z)) by decide_lia. destruct Hs5 as [Hs5|Hs5].
            {
              assert (Hs6 : ((Z.of_nat c >= 18)%Z) \/ ~ ((Z.of_nat c >= 18)%Z)) by decide_lia. destruct Hs6 as [Hs6|Hs6].
              {
                assert (Hs7 : ((Z.of_nat c <= 21)%Z) \/ ~ ((Z.of_nat c <= 21)%Z)) by decide_lia. destruct Hs7 as [Hs7|Hs7].
                {
                  clear HnP.
                  apply (in_10_13 c b Hx). zlia.
                }
                {
                  clear HnP.
                  apply (in_10_16 c b Hx). zlia.
                }
              }
              {
                clear HnP.
                apply (in_10_15 c b Hx). zlia.
              }
            }
            {
              assert (Hn : ~ (- Z.of_nat b + Z.of_nat c = 8 /\ Z.of_nat b >= 10 /\ Z.of_nat b <= 13)%Z) by tauto.
              clear HnP.
              apply (in_10_16 c b Hx). zlia.
            }
          }
        }
      }
    }
  }
Qed.

Lemma ok_0 : top_ok 10 p_top 0.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_0 c b Hx) | exact (in_0 c b Hx)]]. Qed.
Lemma upto_0 : forall r, r <= 0 -> top_ok 10 p_top r.
Proof. exact (top_ok_base _ _ ok_0). Qed.

Lemma ok_1 : top_ok 10 p_top 1.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_1 c b Hx) | exact (in_1 c b Hx)]]. Qed.
Lemma upto_1 : forall r, r <= 1 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_0 ok_1). Qed.

Lemma ok_2 : top_ok 10 p_top 2.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_2 c b Hx) | exact (in_2 c b Hx)]]. Qed.
Lemma upto_2 : forall r, r <= 2 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_1 ok_2). Qed.

Lemma ok_3 : top_ok 10 p_top 3.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_3 c b Hx) | exact (in_3 c b Hx)]]. Qed.
Lemma upto_3 : forall r, r <= 3 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_2 ok_3). Qed.

Lemma ok_4 : top_ok 10 p_top 4.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_4 c b Hx) | exact (in_4 c b Hx)]]. Qed.
Lemma upto_4 : forall r, r <= 4 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_3 ok_4). Qed.

Lemma ok_5 : top_ok 10 p_top 5.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_5 c b Hx) | exact (in_5 c b Hx)]]. Qed.
Lemma upto_5 : forall r, r <= 5 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_4 ok_5). Qed.

Lemma ok_6 : top_ok 10 p_top 6.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_6 c b Hx) | exact (in_6 c b Hx)]]. Qed.
Lemma upto_6 : forall r, r <= 6 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_5 ok_6). Qed.

Lemma ok_7 : top_ok 10 p_top 7.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_7 c b Hx) | exact (in_7 c b Hx)]]. Qed.
Lemma upto_7 : forall r, r <= 7 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_6 ok_7). Qed.

Lemma ok_8 : top_ok 10 p_top 8.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_8 c b Hx) | exact (in_8 c b Hx)]]. Qed.
Lemma upto_8 : forall r, r <= 8 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_7 ok_8). Qed.

Lemma ok_9 : top_ok 10 p_top 9.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_9 c b Hx) | exact (in_9 c b Hx)]]. Qed.
Lemma upto_9 : forall r, r <= 9 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_8 ok_9). Qed.

Lemma ok_10 : top_ok 10 p_top 10.
Proof. unfold top_ok. intros c b Hx. split; [lazy beta iota delta [p_top]; clear Hx; repeat first [apply or_dec | apply and_dec]; zlia | split; [exact (out_10 c b Hx) | exact (in_10 c b Hx)]]. Qed.
Lemma upto_10 : forall r, r <= 10 -> top_ok 10 p_top r.
Proof. exact (top_ok_step _ _ _ upto_9 ok_10). Qed.

Theorem P_positions_top10 : forall c b r, rows3 10 [c; b; r] -> (chomp_P [c; b; r] <-> p_top r b c).
Proof. exact (P_rows3_upto 10 p_top upto_10). Qed.

Print Assumptions P_positions_top10.
