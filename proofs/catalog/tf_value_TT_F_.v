(* Toads-and-Frogs: the value of the position TT_F_, position by position.

   Theorem.  TT_F_ = 3/2
   (T a toad, F a frog, _ an empty square; Left moves toads, Right frogs.)

   The position is the real game: tf_game of the board, from the rules in
   CGProve.ToadsFrogs.  Each of the 23 positions reachable from it gets one lemma,
   in an order where each comes after its options: its options are computed
   from the rules (tf_unfold), replaced by their proven values, and the
   resulting small game is compared with the claimed canonical value by
   Conway's order (decide_eqv).  No lemma evaluates a game tree.

   Written by `cgprove value tf TT_F_ --coq`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List ZArith.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers ToadsFrogs Family.


(* F__TT = {  |  } = {  |  } = 0 *)
Lemma p_FEETT : tf_game [F; E; E; T; T] == int 0.
Proof.
  tf_unfold.
  decide_eqv.
Qed.

(* _F_TT = {  | F__TT } = {  | 0 } = -1 *)
Lemma p_EFETT : tf_game [E; F; E; T; T] == int (-1).
Proof.
  tf_unfold.
  rewrite p_FEETT.
  decide_eqv.
Qed.

(* F_T_T = { F__TT |  } = { 0 |  } = 1 *)
Lemma p_FETET : tf_game [F; E; T; E; T] == int 1.
Proof.
  tf_unfold.
  rewrite p_FEETT.
  decide_eqv.
Qed.

(* _FT_T = { _F_TT | F_T_T } = { -1 | 1 } = 0 *)
Lemma p_EFTET : tf_game [E; F; T; E; T] == int 0.
Proof.
  tf_unfold.
  rewrite p_EFETT, p_FETET.
  decide_eqv.
Qed.

(* __TFT = {  | _FT_T } = {  | 0 } = -1 *)
Lemma p_EETFT : tf_game [E; E; T; F; T] == int (-1).
Proof.
  tf_unfold.
  rewrite p_EFTET.
  decide_eqv.
Qed.

(* __FTT = {  | _F_TT } = {  | -1 } = -2 *)
Lemma p_EEFTT : tf_game [E; E; F; T; T] == int (-2).
Proof.
  tf_unfold.
  rewrite p_EFETT.
  decide_eqv.
Qed.

(* FT__T = { F_T_T |  } = { 1 |  } = 2 *)
Lemma p_FTEET : tf_game [F; T; E; E; T] == int 2.
Proof.
  tf_unfold.
  rewrite p_FETET.
  decide_eqv.
Qed.

(* _TF_T = { __FTT | FT__T } = { -2 | 2 } = 0 *)
Lemma p_ETFET : tf_game [E; T; F; E; T] == int 0.
Proof.
  tf_unfold.
  rewrite p_EEFTT, p_FTEET.
  decide_eqv.
Qed.

(* _T_FT = { __TFT | _TF_T } = { -1 | 0 } = -1/2 *)
Lemma p_ETEFT : tf_game [E; T; E; F; T] == dyadic (-1) 1.
Proof.
  tf_unfold.
  rewrite p_EETFT, p_ETFET.
  decide_eqv.
Qed.

(* _TTF_ = { _T_FT |  } = { -1/2 |  } = 0 *)
Lemma p_ETTFE : tf_game [E; T; T; F; E] == int 0.
Proof.
  tf_unfold.
  rewrite p_ETEFT.
  decide_eqv.
Qed.

(* TF__T = { _FT_T |  } = { 0 |  } = 1 *)
Lemma p_TFEET : tf_game [T; F; E; E; T] == int 1.
Proof.
  tf_unfold.
  rewrite p_EFTET.
  decide_eqv.
Qed.

(* T_F_T = { _TF_T | TF__T } = { 0 | 1 } = 1/2 *)
Lemma p_TEFET : tf_game [T; E; F; E; T] == dyadic 1 1.
Proof.
  tf_unfold.
  rewrite p_ETFET, p_TFEET.
  decide_eqv.
Qed.

(* T__FT = { _T_FT | T_F_T } = { -1/2 | 1/2 } = 0 *)
Lemma p_TEEFT : tf_game [T; E; E; F; T] == int 0.
Proof.
  tf_unfold.
  rewrite p_ETEFT, p_TEFET.
  decide_eqv.
Qed.

(* F_TT_ = { F_T_T |  } = { 1 |  } = 2 *)
Lemma p_FETTE : tf_game [F; E; T; T; E] == int 2.
Proof.
  tf_unfold.
  rewrite p_FETET.
  decide_eqv.
Qed.

(* _FTT_ = { _FT_T | F_TT_ } = { 0 | 2 } = 1 *)
Lemma p_EFTTE : tf_game [E; F; T; T; E] == int 1.
Proof.
  tf_unfold.
  rewrite p_EFTET, p_FETTE.
  decide_eqv.
Qed.

(* TF_T_ = { _FTT_, TF__T |  } = { 1, 1 |  } = 2 *)
Lemma p_TFETE : tf_game [T; F; E; T; E] == int 2.
Proof.
  tf_unfold.
  rewrite p_EFTTE, p_TFEET.
  decide_eqv.
Qed.

(* TFT__ = { TF_T_ |  } = { 2 |  } = 3 *)
Lemma p_TFTEE : tf_game [T; F; T; E; E] == int 3.
Proof.
  tf_unfold.
  rewrite p_TFETE.
  decide_eqv.
Qed.

(* T_TF_ = { _TTF_, T__FT | TFT__ } = { 0, 0 | 3 } = 1 *)
Lemma p_TETFE : tf_game [T; E; T; F; E] == int 1.
Proof.
  tf_unfold.
  rewrite p_ETTFE, p_TEEFT, p_TFTEE.
  decide_eqv.
Qed.

(* FT_T_ = { F_TT_, FT__T |  } = { 2, 2 |  } = 3 *)
Lemma p_FTETE : tf_game [F; T; E; T; E] == int 3.
Proof.
  tf_unfold.
  rewrite p_FETTE, p_FTEET.
  decide_eqv.
Qed.

(* _TFT_ = { _TF_T | FT_T_ } = { 0 | 3 } = 1 *)
Lemma p_ETFTE : tf_game [E; T; F; T; E] == int 1.
Proof.
  tf_unfold.
  rewrite p_ETFET, p_FTETE.
  decide_eqv.
Qed.

(* T_FT_ = { _TFT_, T_F_T | TF_T_ } = { 1, 1/2 | 2 } = 3/2 *)
Lemma p_TEFTE : tf_game [T; E; F; T; E] == dyadic 3 1.
Proof.
  tf_unfold.
  rewrite p_ETFTE, p_TEFET, p_TFETE.
  decide_eqv.
Qed.

(* TTF__ = { T_FT_ |  } = { 3/2 |  } = 2 *)
Lemma p_TTFEE : tf_game [T; T; F; E; E] == int 2.
Proof.
  tf_unfold.
  rewrite p_TEFTE.
  decide_eqv.
Qed.

(* TT_F_ = { T_TF_ | TTF__ } = { 1 | 2 } = 3/2 *)
Lemma p_TTEFE : tf_game [T; T; E; F; E] == dyadic 3 1.
Proof.
  tf_unfold.
  rewrite p_TETFE, p_TTFEE.
  decide_eqv.
Qed.

Theorem value_TTEFE : tf_game [T; T; E; F; E] == dyadic 3 1.
Proof. exact p_TTEFE. Qed.

Print Assumptions value_TTEFE.
