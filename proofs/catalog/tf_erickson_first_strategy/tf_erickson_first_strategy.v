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
Require tf_erickson_first_strategy_cases1 tf_erickson_first_strategy_cases2 tf_erickson_first_strategy_cases3 tf_erickson_first_strategy_cases4 tf_erickson_first_strategy_cases5 tf_erickson_first_strategy_cases6 tf_erickson_first_strategy_cases7 tf_erickson_first_strategy_cases8 tf_erickson_first_strategy_cases9 tf_erickson_first_strategy_cases10 tf_erickson_first_strategy_cases11.

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
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s86_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s87_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s88_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s89_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s90_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases2.s91_holds mm dd rr IH)|].
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
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s127_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s128_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s129_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s130_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s131_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s132_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s133_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s134_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s135_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s136_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s137_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s138_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s139_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s140_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s141_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s142_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s143_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s144_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s145_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s146_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s147_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s148_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s149_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s150_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s151_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s152_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s153_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s154_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s155_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s156_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s157_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s158_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s159_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s160_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s161_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s162_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s163_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s164_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s165_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s166_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s167_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s168_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s169_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s170_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s171_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s172_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s173_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases3.s174_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s175_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s176_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s177_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s178_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s179_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s180_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s181_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s182_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s183_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s184_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s185_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s186_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s187_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s188_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s189_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s190_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s191_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s192_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s193_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s194_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s195_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s196_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s197_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s198_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s199_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s200_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s201_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s202_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s203_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s204_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s205_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases4.s206_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s207_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s208_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s209_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s210_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s211_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s212_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s213_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s214_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s215_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s216_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s217_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s218_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s219_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s220_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s221_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s222_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s223_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s224_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s225_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s226_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s227_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s228_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s229_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases5.s230_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s231_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s232_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s233_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s234_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s235_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s236_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s237_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s238_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s239_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s240_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s241_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s242_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s243_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s244_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s245_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s246_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s247_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s248_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s249_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s250_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s251_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s252_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s253_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s254_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s255_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s256_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s257_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s258_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s259_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s260_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s261_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s262_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s263_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s264_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s265_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s266_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s267_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s268_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s269_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases6.s270_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s271_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s272_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s273_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s274_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s275_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s276_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s277_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s278_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s279_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s280_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s281_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s282_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s283_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s284_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s285_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s286_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s287_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s288_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s289_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s290_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s291_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s292_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s293_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s294_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s295_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s296_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s297_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s298_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s299_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s300_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s301_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s302_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s303_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s304_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s305_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s306_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s307_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s308_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s309_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s310_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s311_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s312_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s313_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s314_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s315_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s316_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s317_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s318_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s319_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s320_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s321_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s322_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s323_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s324_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s325_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s326_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s327_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s328_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s329_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s330_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s331_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s332_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s333_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s334_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s335_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s336_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s337_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s338_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s339_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s340_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s341_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s342_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s343_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s344_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s345_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s346_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s347_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s348_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s349_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s350_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases7.s351_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s352_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s353_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s354_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s355_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s356_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s357_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s358_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s359_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s360_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s361_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s362_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s363_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s364_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s365_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s366_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s367_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s368_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s369_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s370_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s371_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s372_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s373_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s374_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s375_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s376_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s377_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s378_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s379_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s380_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s381_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s382_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s383_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s384_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s385_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s386_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s387_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s388_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s389_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s390_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s391_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s392_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s393_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s394_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s395_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s396_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s397_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s398_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s399_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s400_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s401_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s402_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s403_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s404_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s405_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s406_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s407_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s408_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases8.s409_holds mm dd rr IH)|].
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
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s1_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s2_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s3_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s4_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s5_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s6_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s7_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s8_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s9_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s10_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s11_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s12_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s13_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s14_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s15_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s16_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s17_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s18_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s19_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s20_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s21_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s22_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s23_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s24_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s25_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s26_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s27_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s28_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s29_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s30_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s31_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s32_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s33_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s34_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s35_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s36_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s37_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s38_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s39_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s40_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s41_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s42_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s43_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s44_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s45_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s46_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s47_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s48_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s49_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s50_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s51_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s52_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s53_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s54_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s55_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s56_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s57_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s58_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s59_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s60_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s61_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s62_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s63_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s64_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s65_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s66_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s67_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s68_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s69_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s70_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s71_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s72_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s73_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s74_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases9.s75_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s76_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s77_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s78_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s79_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s80_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s81_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s82_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s83_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s84_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s85_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s86_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s87_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s88_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s89_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s90_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s91_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s92_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s93_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s94_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s95_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s96_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s97_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s98_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s99_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s100_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s101_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s102_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s103_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s104_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s105_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s106_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s107_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s108_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s109_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s110_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s111_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s112_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s113_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s114_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s115_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s116_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s117_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s118_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s119_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s120_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s121_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s122_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s123_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases10.s124_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s125_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s126_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s127_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s128_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s129_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s130_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s131_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s132_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s133_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s134_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s135_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s136_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s137_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s138_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s139_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s140_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s141_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s142_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s143_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s144_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s145_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s146_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s147_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s148_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s149_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s150_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s151_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s152_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s153_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s154_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s155_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s156_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s157_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s158_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s159_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s160_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s161_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s162_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s163_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s164_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s165_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s166_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s167_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s168_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s169_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s170_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s171_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s172_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s173_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s174_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s175_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s176_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s177_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s178_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s179_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s180_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s181_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s182_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s183_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s184_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s185_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s186_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s187_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s188_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s189_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s190_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s191_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s192_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s193_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s194_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s195_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s196_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s197_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s198_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s199_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s200_holds mm dd rr IH)|].
  apply Forall_cons; [exact (tf_erickson_first_strategy_cases11.s201_holds mm dd rr IH)|].
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
