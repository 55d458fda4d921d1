(* Toads-and-Frogs: T^a _^2 F^b = {{a-3|a-b}|{*|-b+3}} on a-b>=1 && b>=2, proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "T^a __ F^b" "{{a-3|a-b}|{*|3-b}}" --where "a>b && b>=2" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v

   Files: tf_erickson_first_strategy_base.v, then tf_erickson_first_strategy_cases*.v (any order), then this one. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)

Require Import tf_erickson_first_strategy_base.
Require tf_erickson_first_strategy_cases1 tf_erickson_first_strategy_cases2 tf_erickson_first_strategy_cases3 tf_erickson_first_strategy_cases4 tf_erickson_first_strategy_cases5.

Module LowerProof.
Import Lower.

Theorem all_nodes : forall mm dd rr, All mm dd rr.
Proof.
  apply lex3_ind. intros mm dd rr IH. unfold All, Cs.
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s1_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s2_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s3_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s4_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s5_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s6_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s7_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s8_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s9_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s10_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s11_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s12_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s13_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s14_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s15_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s16_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s17_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s18_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s19_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s20_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s21_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s22_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s23_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s24_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s25_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s26_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s27_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s28_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s29_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s30_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s31_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s32_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s33_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s34_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s35_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s36_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s37_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s38_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s39_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s40_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s41_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s42_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s43_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s44_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s45_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s46_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s47_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s48_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s49_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s50_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s51_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s52_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s53_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s54_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s55_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s56_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s57_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s58_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s59_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s60_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s61_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s62_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s63_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s64_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s65_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s66_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s67_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s68_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s69_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s70_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s71_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s72_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s73_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s74_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s75_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s76_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s77_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s78_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s79_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s80_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s81_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s82_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s83_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s84_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s85_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s86_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s87_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s88_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s89_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s90_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases1.s91_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s92_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s93_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s94_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s95_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s96_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s97_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s98_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s99_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s100_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s101_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s102_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s103_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s104_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s105_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s106_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s107_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s108_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s109_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s110_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s111_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s112_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s113_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s114_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s115_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s116_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s117_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s118_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s119_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s120_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s121_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s122_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s123_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s124_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s125_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s126_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s127_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s128_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s129_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s130_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s131_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s132_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s133_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s134_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s135_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s136_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s137_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s138_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s139_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s140_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s141_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s142_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s143_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s144_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s145_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s146_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s147_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s148_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s149_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s150_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s151_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s152_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s153_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s154_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s155_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s156_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s157_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s158_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s159_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s160_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s161_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s162_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s163_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s164_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s165_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s166_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s167_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s168_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s169_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s170_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s171_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s172_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s173_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s174_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s175_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s176_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s177_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s178_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s179_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s180_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s181_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s182_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s183_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s184_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s185_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s186_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s187_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s188_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s189_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s190_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s191_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s192_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s193_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s194_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s195_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s196_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s197_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s198_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s199_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s200_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s201_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s202_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s203_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s204_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s205_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s206_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s207_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s208_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s209_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s210_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s211_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s212_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s213_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s214_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s215_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s216_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s217_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s218_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s219_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s220_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s221_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s222_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s223_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s224_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s225_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s226_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s227_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s228_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s229_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s230_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s231_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s232_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s233_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s234_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s235_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s236_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s237_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s238_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s239_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s240_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s241_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s242_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s243_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s244_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s245_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s246_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s247_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s248_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s249_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s250_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s251_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s252_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s253_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s254_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s255_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s256_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s257_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s258_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s259_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s260_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s261_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s262_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s263_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s264_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s265_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s266_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s267_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s268_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s269_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s270_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s271_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s272_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s273_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s274_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s275_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s276_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s277_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s278_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s279_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s280_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s281_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s282_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s283_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s284_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem lower (a b : nat) :
  (Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2)%Z -> le (claim (Z.of_nat a) (Z.of_nat b)) (tf_game (repeat T a ++ E :: E :: repeat F b)).
Proof.
  intros Hw.
  apply (entry_L _ (s1_board a b) (0) _ (s1_form a b 0)).
  - apply (tf_norm_by _ [] (repeat T a ++ E :: E :: repeat F b) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_tree0; [f_equal; zlia | zlia].
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b a b 0 ltac:(unfold s1_dom; zlia) eq_refl eq_refl eq_refl).
Qed.
End LowerProof.

Module UpperProof.
Import Upper.

Theorem all_nodes : forall mm dd rr, All mm dd rr.
Proof.
  apply lex3_ind. intros mm dd rr IH. unfold All, Cs.
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s1_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s2_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s3_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s4_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s5_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s6_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s7_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s8_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s9_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s10_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s11_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s12_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s13_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s14_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s15_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s16_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s17_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s18_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s19_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s20_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s21_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s22_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s23_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s24_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s25_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s26_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s27_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s28_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s29_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s30_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s31_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s32_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s33_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s34_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s35_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s36_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s37_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s38_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s39_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s40_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s41_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s42_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s43_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s44_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s45_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s46_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s47_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s48_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s49_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s50_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s51_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s52_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s53_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s54_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s55_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s56_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s57_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s58_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s59_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s60_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s61_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s62_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s63_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s64_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s65_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s66_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s67_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s68_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s69_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s70_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s71_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s72_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s73_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s74_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s75_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s76_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s77_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s78_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s79_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s80_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s81_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s82_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s83_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s84_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s85_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s86_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s87_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s88_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s89_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s90_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s91_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s92_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s93_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s94_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s95_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s96_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s97_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s98_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s99_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s100_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s101_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s102_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s103_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s104_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s105_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s106_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s107_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s108_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s109_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s110_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s111_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s112_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s113_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s114_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s115_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s116_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s117_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s118_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s119_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s120_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s121_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s122_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s123_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s124_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s125_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s126_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s127_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s128_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s129_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s130_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s131_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s132_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s133_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s134_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s135_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s136_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s137_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s138_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s139_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s140_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s141_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s142_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s143_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s144_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s145_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s146_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s147_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s148_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s149_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s150_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s151_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s152_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s153_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s154_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s155_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s156_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s157_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s158_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s159_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s160_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s161_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s162_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s163_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s164_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s165_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s166_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s167_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s168_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s169_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s170_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s171_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s172_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem upper (a b : nat) :
  (Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2)%Z -> le (tf_game (repeat T a ++ E :: E :: repeat F b)) (claim (Z.of_nat a) (Z.of_nat b)).
Proof.
  intros Hw.
  apply (entry_R _ (s1_board a b) (0) _ (s1_form a b 0)).
  - apply (tf_norm_by _ [] (repeat T a ++ E :: E :: repeat F b) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_tree0; [f_equal; zlia | zlia].
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b a b 0 ltac:(unfold s1_dom; zlia) eq_refl eq_refl eq_refl).
Qed.
End UpperProof.

Theorem claim_holds (a b : nat) :
  (Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2)%Z ->
  tf_game (repeat T a ++ E :: E :: repeat F b) == claim (Z.of_nat a) (Z.of_nat b).
Proof.
  intros Hw. split; [exact (UpperProof.upper a b Hw) | exact (LowerProof.lower a b Hw)].
Qed.

Print Assumptions claim_holds.
