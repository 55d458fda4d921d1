(* 3-row Chomp by computation, part 1: the claim as data and its checker.

   ChompRows proves a top row's claim by lia, one lemma per piece of the
   cgprove proof; at top row 400 that is 616,747 pieces, about 17 hours of
   coqc.  Here the claim is data, and one boolean function, `check`, run
   once by vm_compute, checks it.  This file holds only what the run
   computes; ChompReflect proves that a run answering true makes the claim
   exactly the P-positions, so nothing here needs to be trusted.

   The claim.  For each top row r <= K and middle row b >= r, at most one
   poison row c makes [c; b; r] a P-position (two would be a move apart).
   So the claim is a function f r b : option N, written per row as a list
   of values for b = r .. T_r - 1 and, from T_r on, a period of M offsets:
   f r b = b + off((b - T_r) mod M) (or none).  Every tail of Zeilberger's
   BYRNES data up to 400 is of this form.

   Numbers are binary (N) and maps binary tries, so the check is fast; the
   theorem (in ChompReflect) is about nat positions. *)

From Coq Require Import List Bool NArith.
Import ListNotations.

Open Scope N_scope.

(* ------------------------------------------------------------------ *)
(* Binary tries keyed by positive                                       *)

Inductive trie (A : Type) := TLeaf | TNode (l : trie A) (v : option A) (r : trie A).
Arguments TLeaf {A}.
Arguments TNode {A} l v r.

Fixpoint tget {A} (k : positive) (t : trie A) : option A :=
  match t with
  | TLeaf => None
  | TNode l v r => match k with xH => v | xO k' => tget k' l | xI k' => tget k' r end
  end.

Fixpoint tset {A} (k : positive) (x : A) (t : trie A) : trie A :=
  match t with
  | TLeaf =>
      match k with
      | xH => TNode TLeaf (Some x) TLeaf
      | xO k' => TNode (tset k' x TLeaf) None TLeaf
      | xI k' => TNode TLeaf None (tset k' x TLeaf)
      end
  | TNode l v r =>
      match k with
      | xH => TNode l (Some x) r
      | xO k' => TNode (tset k' x l) v r
      | xI k' => TNode l v (tset k' x r)
      end
  end.

(* Keys of one number and of a pair (second component below 2^16: the
   exporter checks it; a collision would only make a lookup wrong, and every
   lookup the checker relies on is checked against f). *)
Definition key1 (x : N) : positive := N.succ_pos x.
Definition key2 (x y : N) : positive := N.succ_pos (x * 65536 + y).

(* ------------------------------------------------------------------ *)
(* The claim                                                            *)

(* A top row: r, T_r, the values for b = r .. T_r - 1, the M offsets. *)
Record crow := CRow { cr_top : N; cr_from : N; cr_vals : list (option N); cr_tail : list (option N) }.

(* K, M, D, T* and the rows 0..K. *)
Record claim := Claim { cl_K : N; cl_M : N; cl_D : N; cl_T : N; cl_rows : list crow }.

Record tables := Tables {
  tb_K : N; tb_M : N; tb_D : N; tb_T : N;
  tb_rows : trie (N * list (option N));   (* r -> (T_r, tail) *)
  tb_vals : trie N;                      (* (r, b) -> c, b < T_r *)
  tb_hb : trie N;                        (* (b, c) -> r *)
  tb_hg : trie N;                        (* (r, c) -> b *)
  tb_hd : trie N                         (* c -> k, of [c; k; k] *)
}.

Definition fN (t : tables) (r b : N) : option N :=
  match tget (key1 r) (tb_rows t) with
  | None => None
  | Some (tr, tail) =>
      if b <? tr then tget (key2 r b) (tb_vals t)
      else match nth_error tail (N.to_nat ((b - tr) mod tb_M t)) with
           | Some (Some off) => Some (b + off)
           | _ => None
           end
  end.

(* Iterate x = lo .. lo + n - 1. *)
Fixpoint nfold {A} (n : nat) (lo : N) (g : N -> A -> A) (a : A) : A :=
  match n with O => a | S n' => nfold n' (N.succ lo) g (g lo a) end.

Fixpoint nall (n : nat) (lo : N) (p : N -> bool) : bool :=
  match n with O => true | S n' => p lo && nall n' (N.succ lo) p end.

(* The least x in lo .. lo + n - 1 with p x, or lo + n. *)
Fixpoint nfirst (n : nat) (lo : N) (p : N -> bool) : N :=
  match n with O => lo | S n' => if p lo then lo else nfirst n' (N.succ lo) p end.

Definition row_vals (r : crow) (t : trie N) : trie N :=
  snd (fold_left (fun '(b, t) v => (N.succ b, match v with Some c => tset (key2 (cr_top r) b) c t | None => t end))
                 (cr_vals r) (cr_top r, t)).

Definition tables0 (c : claim) : tables :=
  Tables (cl_K c) (cl_M c) (cl_D c) (cl_T c)
         (fold_left (fun t r => tset (key1 (cr_top r)) (cr_from r, cr_tail r) t) (cl_rows c) TLeaf)
         (fold_left (fun t r => row_vals r t) (cl_rows c) TLeaf)
         TLeaf TLeaf TLeaf.

Definition bound (t : tables) : N := tb_T t + tb_M t.

(* The inverse maps, filled from f over the checked range. *)
Definition hints (t : tables) : trie N * trie N * trie N :=
  nfold (N.to_nat (tb_K t + 1)) 0 (fun r acc =>
    nfold (N.to_nat (bound t - r)) r (fun b '(hb, hg, hd) =>
      match fN t r b with
      | Some c => (tset (key2 b c) r hb, tset (key2 r c) b hg, if b =? r then tset (key1 c) r hd else hd)
      | None => (hb, hg, hd)
      end) acc) (TLeaf, TLeaf, TLeaf).

Definition with_hints (t : tables) : tables :=
  let h := hints t in
  Tables (tb_K t) (tb_M t) (tb_D t) (tb_T t) (tb_rows t) (tb_vals t) (fst (fst h)) (snd (fst h)) (snd h).

Definition claim_tables (c : claim) : tables := with_hints (tables0 c).

(* ------------------------------------------------------------------ *)
(* The checker                                                          *)

Definition opt_eqb (x y : option N) : bool :=
  match x, y with Some a, Some b => a =? b | None, None => true | _, _ => false end.

Definition square (t : tables) (r k : N) : bool :=
  opt_eqb (fN t (if k <? r then k else r) k) (Some k).

(* The least square of row r in 1 .. B - 1, or B. *)
Definition least_square (t : tables) (r : N) : N := nfirst (N.to_nat (bound t - 1)) 1 (square t r).

(* [c; b; r] with b <= c < c0 has a move into the claim, found by a hint. *)
Definition has_move (t : tables) (r b c : N) : bool :=
  match tget (key2 b c) (tb_hb t) with
  | Some k => (k <? r) && opt_eqb (fN t k b) (Some c)
  | None => false
  end ||
  match tget (key2 r c) (tb_hg t) with
  | Some k => (r <=? k) && (k <? b) && opt_eqb (fN t r k) (Some c)
  | None => false
  end ||
  match tget (key1 c) (tb_hd t) with
  | Some k => (k <? r) && opt_eqb (fN t k k) (Some c)
  | None => false
  end.

Definition check_rb (t : tables) (r b : N) : bool :=
  let s := least_square t r in
  match fN t r b with
  | None => s <? b
  | Some c0 =>
      (b <=? c0) && (1 <=? c0) && (c0 <=? b + tb_D t) && (b <=? s) &&
      opt_eqb (tget (key2 b c0) (tb_hb t)) (Some r) &&
      opt_eqb (tget (key2 r c0) (tb_hg t)) (Some b) &&
      match tget (key1 c0) (tb_hd t) with None => true | Some k => r <=? k end &&
      (if b =? r then opt_eqb (tget (key1 c0) (tb_hd t)) (Some r) else true) &&
      nall (N.to_nat (c0 - N.max b 1)) (N.max b 1) (has_move t r b)
  end.

Definition check_row (t : tables) (r : N) : bool :=
  match tget (key1 r) (tb_rows t) with
  | None => false
  | Some (tr, tail) =>
      (tr + tb_D t <=? tb_T t) && (tr + tb_M t <=? tb_T t) &&
      (N.of_nat (length tail) =? tb_M t) &&
      forallb (fun o => match o with Some off => off <=? tb_D t | None => true end) tail &&
      nall (N.to_nat (bound t - r)) r (check_rb t r)
  end.

Definition check (t : tables) : bool :=
  (0 <? tb_M t) && (tb_K t + tb_D t <=? tb_T t) && (tb_K t + tb_M t + 1 <=? tb_T t) &&
  nall (N.to_nat (tb_K t + 1)) 0 (check_row t).
