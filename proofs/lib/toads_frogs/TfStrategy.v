(* The strategy rule: G >= X (or G <= X) on a family, proved by a winning
   strategy of the answering player in G - X (families/tf_strategy.h).

   A node of a certificate is a board B and a comparison form Y; its claim is
   [le Y (tf_game B)] when Left answers (G >= X), [le (tf_game B) Y] when
   Right does.  By le_def, Y <= B holds when every Right move of B (to B')
   leaves Y <| B', and every Left move of Y (to Y') leaves Y' <| B: the
   opponent's threats.  Each threat is answered by one move of the answerer,
   on the board or in the form (lf_def), to a position that is the claim of
   another node at other arguments, up to Terminal Toads (tf_norm, an integer
   offset folded into the form) -- the four [answer_*] lemmas below.

   The exported proofs use these lemmas only; the induction that closes the
   certificate runs on [lex3]: the board's measure first (every board move
   lowers it, a strip never raises it), then the form's tree depth, then
   twice its integer's magnitude plus its star (two moves in the form alone
   lower one of them).

   Forms, as the exported proofs write them (n = sign * y1):
     int n                 an integer form;
     nstar (int n)         n*, that is {n|n};
     add (t z..) (int n)   a subtree t of the claim, at the claim's z's, plus n. *)

From Coq Require Import List Arith ZArith Lia Setoid Morphisms.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers ToadsFrogs TfBlocks TerminalToads TfNormal.
Close Scope Z_scope.  (* opened by CGProve.Numbers *)

(* ------------------------------------------------------------------ *)
(* The order of the induction                                          *)

Definition lex3 (m' d' r' m d r : nat) : Prop :=
  m' < m \/ (m' = m /\ (d' < d \/ (d' = d /\ r' < r))).

Lemma lex3_ind (P : nat -> nat -> nat -> Prop) :
  (forall m d r, (forall m' d' r', lex3 m' d' r' m d r -> P m' d' r') -> P m d r) ->
  forall m d r, P m d r.
Proof.
  intros H m. induction m as [m IHm] using lt_wf_ind.
  intros d. induction d as [d IHd] using lt_wf_ind.
  intros r. induction r as [r IHr] using lt_wf_ind.
  apply H. intros m' d' r' [Hm|[-> [Hd|[-> Hr]]]]; auto.
Qed.

(* ------------------------------------------------------------------ *)
(* Answers                                                             *)

Local Open Scope Z_scope.

(* Left answers a threat (the board X, the form F) on the board: to Y,
   which is T + c, where F is Ft + c and Ft <= T. *)
Lemma answer_board_L X Y T c F Ft :
  In Y (lmoves X) -> tf_norm Y T c -> F == add Ft (int c) ->
  ((meas T < meas X)%nat -> le Ft (tf_game T)) -> lf F (tf_game X).
Proof.
  intros HY [HN HM] HF HT. apply (lf_by_left _ _ (tf_game Y)); [apply left_tg; exact HY|].
  pose proof (lmoves_meas _ _ HY). rewrite HN, HF. apply add_le_mono_r. apply HT. lia.
Qed.

(* Left answers in the form: F to its Right option F', which is Ft + c,
   the board X being T + c. *)
Lemma answer_form_L X T c F F' Ft :
  In F' (rights F) -> tf_norm X T c -> F' == add Ft (int c) ->
  ((meas T <= meas X)%nat -> le Ft (tf_game T)) -> lf F (tf_game X).
Proof.
  intros HF' [HN HM] HE HT. apply (lf_by_right _ F'); [exact HF'|].
  rewrite HN, HE. apply add_le_mono_r. apply HT. exact HM.
Qed.

Lemma answer_board_R X Y T c F Ft :
  In Y (rmoves X) -> tf_norm Y T c -> F == add Ft (int c) ->
  ((meas T < meas X)%nat -> le (tf_game T) Ft) -> lf (tf_game X) F.
Proof.
  intros HY [HN HM] HF HT. apply (lf_by_right _ (tf_game Y)); [apply right_tg; exact HY|].
  pose proof (rmoves_meas _ _ HY). rewrite HN, HF. apply add_le_mono_r. apply HT. lia.
Qed.

Lemma answer_form_R X T c F F' Ft :
  In F' (lefts F) -> tf_norm X T c -> F' == add Ft (int c) ->
  ((meas T <= meas X)%nat -> le (tf_game T) Ft) -> lf (tf_game X) F.
Proof.
  intros HF' [HN HM] HE HT. apply (lf_by_left _ _ F'); [exact HF'|].
  rewrite HN, HE. apply add_le_mono_r. apply HT. exact HM.
Qed.

(* The entry: G is T + c and X is Ft + c. *)
Lemma entry_L G T c X Ft : tf_norm G T c -> X == add Ft (int c) -> le Ft (tf_game T) -> le X (tf_game G).
Proof. intros [HN _] HX HT. rewrite HN, HX. apply add_le_mono_r. exact HT. Qed.

Lemma entry_R G T c X Ft : tf_norm G T c -> X == add Ft (int c) -> le (tf_game T) Ft -> le (tf_game G) X.
Proof. intros [HN _] HX HT. rewrite HN, HX. apply add_le_mono_r. exact HT. Qed.

(* A board with no pieces left is the empty board. *)
Lemma tf_norm_blank_empty n : tf_norm (repeat E n) [] 0.
Proof. split; [rewrite tf_game_blank; symmetry; apply add_zero_r | simpl; lia]. Qed.

(* ------------------------------------------------------------------ *)
(* A form after a move is the target's form plus the offset            *)

Lemma star_add_int m c : add (nstar (int m)) (int c) == nstar (int (m + c)).
Proof.
  unfold nstar. rewrite !rule_star, add_assoc, (add_comm star), <- add_assoc, int_add. reflexivity.
Qed.

Lemma form_int m k c : m = k + c -> int m == add (int k) (int c).
Proof. intros ->. symmetry. apply int_add. Qed.

Lemma form_star m k c : m = k + c -> nstar (int m) == add (nstar (int k)) (int c).
Proof. intros ->. rewrite star_add_int. reflexivity. Qed.

Lemma form_tree x y m k c : x = y -> m = k + c -> add x (int m) == add (add y (int k)) (int c).
Proof. intros -> ->. rewrite add_int_int. reflexivity. Qed.

(* The claim as typed (its tree, no integer part) at the entry. *)
Lemma form_tree0 x y k c : x = y -> 0 = k + c -> x == add (add y (int k)) (int c).
Proof. intros -> H. rewrite add_int_int, <- H, int_zero. symmetry. apply add_zero_r. Qed.

(* A leaf of the tree reached: e + n, or e* + n. *)
Lemma form_leaf_int e m k c : e + m = k + c -> add (int e) (int m) == add (int k) (int c).
Proof. intros H. rewrite !int_add, H. reflexivity. Qed.

Lemma form_leaf_star e m k c : e + m = k + c -> add (nstar (int e)) (int m) == add (nstar (int k)) (int c).
Proof. intros H. rewrite !star_add_int, H. reflexivity. Qed.

(* ------------------------------------------------------------------ *)
(* The options of a form                                               *)

Lemma in_lefts_int n y : In y (lefts (int n)) -> 0 < n /\ y = int (n - 1).
Proof.
  rewrite lefts_int. destruct (Z.ltb_spec 0 n); simpl; [intros [<-|[]]; auto | intros []].
Qed.

Lemma in_rights_int n y : In y (rights (int n)) -> n < 0 /\ y = int (n + 1).
Proof.
  rewrite rights_int. destruct (Z.ltb_spec n 0); simpl; [intros [<-|[]]; auto | intros []].
Qed.

Lemma int_left n : 0 < n -> In (int (n - 1)) (lefts (int n)).
Proof. intros H. rewrite lefts_int. destruct (Z.ltb_spec 0 n); [left; reflexivity | lia]. Qed.

Lemma int_right n : n < 0 -> In (int (n + 1)) (rights (int n)).
Proof. intros H. rewrite rights_int. destruct (Z.ltb_spec n 0); [left; reflexivity | lia]. Qed.

Lemma in_lefts_tree t n y :
  In y (lefts (add t (int n))) ->
  (exists u, In u (lefts t) /\ y = add u (int n)) \/ (0 < n /\ y = add t (int (n - 1))).
Proof.
  intros H. apply in_lefts_add in H as [H|[b [Hb ->]]]; [left; exact H|].
  apply in_lefts_int in Hb as [Hn ->]. right. auto.
Qed.

Lemma in_rights_tree t n y :
  In y (rights (add t (int n))) ->
  (exists u, In u (rights t) /\ y = add u (int n)) \/ (n < 0 /\ y = add t (int (n + 1))).
Proof.
  intros H. apply in_rights_add in H as [H|[b [Hb ->]]]; [left; exact H|].
  apply in_rights_int in Hb as [Hn ->]. right. auto.
Qed.

Lemma tree_left t u n : In u (lefts t) -> In (add u (int n)) (lefts (add t (int n))).
Proof. intros H. apply in_lefts_add. left. eauto. Qed.

Lemma tree_right t u n : In u (rights t) -> In (add u (int n)) (rights (add t (int n))).
Proof. intros H. apply in_rights_add. left. eauto. Qed.

Lemma tree_int_left t n : 0 < n -> In (add t (int (n - 1))) (lefts (add t (int n))).
Proof. intros H. apply in_lefts_add. right. exists (int (n - 1)). split; [apply int_left; exact H | reflexivity]. Qed.

Lemma tree_int_right t n : n < 0 -> In (add t (int (n + 1))) (rights (add t (int n))).
Proof. intros H. apply in_rights_add. right. exists (int (n + 1)). split; [apply int_right; exact H | reflexivity]. Qed.

(* ------------------------------------------------------------------ *)
(* Tactics of the exported proofs                                      *)

(* In Y (lmoves X): the moves computed (apart from In, which simpl would
   unfold together with lmoves), then Y found among them. *)
Lemma in_moves_eq (mv : board -> list board) x l y : mv x = l -> In y l -> In y (mv x).
Proof. intros ->. auto. Qed.

Ltac tf_in :=
  eapply in_moves_eq; [tf_moves; reflexivity | cbn [In]; solve [repeat (first [solve [left; board_eq] | right])]].

(* b = strip ps core ss for a board b written out, not as a strip term:
   the strip unfolded, its empty ends dropped. *)
Ltac strip_eq := unfold strip; cbn [fprefix tsuffix repeat app]; rewrite ?app_nil_r; board_eq.

(* board_norm simplifies once, before its rewrites; moving a core's explicit
   squares behind a block can leave `[] ++ x` (B21's core [F; E] before the
   strip's blanks), which it does not drop. This one drops it as it goes. *)
Ltac target_board_norm :=
  cbn [fblanks tblanks fprefix tsuffix strip repeat]; rewrite ?app_nil_r, ?Nat.add_0_r, ?Nat.add_assoc, ?repeat_app;
  simpl;
  repeat first [ rewrite <- app_assoc | rewrite <- app_comm_cons | rewrite app_nil_l
               | rewrite repeat_shift | rewrite repeat_shift_end ].

(* The stripped board is the target's: as strip_board_eq, with the blanks a
   strip adds at an end dropped when there are none (`repeat F b ++ []`:
   a board that ends in a symbolic block); else by target_board_norm. *)
Ltac target_board_eq :=
  first [ cbn [fblanks tblanks repeat]; rewrite ?app_nil_r; strip_board_eq
        | target_board_norm; reflexivity ].

Close Scope Z_scope.

(* A board whose pieces are all stripped: the empty board. *)
Lemma tf_norm_by_blank b ps core ss n c :
  b = strip ps core ss -> repeat E (fblanks ps) ++ core ++ repeat E (tblanks ss) = repeat E n ->
  (fvalue 0 ps + tvalue ss)%Z = c -> tf_norm b [] c.
Proof.
  intros Hb Hn Hc. replace c with (c + 0)%Z by lia. eapply tf_norm_trans; [|apply tf_norm_blank_empty].
  rewrite <- Hn. apply tf_norm_by with ps core ss; auto.
Qed.

(* The opponent's k-th move lowers the measure. *)
Lemma move_below_r x l k y m : rmoves x = l -> nth_error l k = Some y -> meas x = m -> meas y < m.
Proof. intros Hl Hk <-. apply rmoves_meas. rewrite Hl. eapply nth_error_In. exact Hk. Qed.

Lemma move_below_l x l k y m : lmoves x = l -> nth_error l k = Some y -> meas x = m -> meas y < m.
Proof. intros Hl Hk <-. apply lmoves_meas. rewrite Hl. eapply nth_error_In. exact Hk. Qed.

(* The claims of all nodes, as a list: the k-th holds. *)
Lemma all_nth (l : list Prop) k (P : Prop) : Forall (fun Q : Prop => Q) l -> nth_error l k = Some P -> P.
Proof.
  intros Hl Hk. apply nth_error_In in Hk. rewrite Forall_forall in Hl. exact (Hl P Hk).
Qed.
