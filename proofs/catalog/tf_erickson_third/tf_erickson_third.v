(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a >= 0 with a>=5, the position  T^a _^3 F^3  has the value

       a-7/2

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 206 states, 8994 cases
   (shapes of a state's parameters, each 0, 1 or >= 2).  A state's claim is
   its list of pieces (region, value).  For each shape and each piece whose
   region meets it, the options are computed from the rules and normalised
   as cgprove does (toad blocks at the right end and frog blocks at the left
   end removed by Terminal Toads, CGProve.TerminalToads, each worth an
   integer), replaced by their values from the induction hypothesis, and in
   each cell where every value is one piece the game is compared with the
   claimed piece by Conway's order (numbers never unfolded).  A shape whose
   board is the board of a state with fewer parameters (a block of length 0
   joins its neighbours) takes that state's value at the same board instead.
   Side conditions by lia.

   The proof is split into 302 files, compiled in this order (the files of one
   line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v
   (DIR: their folder):
     tf_erickson_third_base.v
     tf_erickson_third_values1.v tf_erickson_third_values2.v tf_erickson_third_values3.v tf_erickson_third_values4.v tf_erickson_third_values5.v tf_erickson_third_values6.v tf_erickson_third_values7.v tf_erickson_third_values8.v tf_erickson_third_values9.v tf_erickson_third_values10.v tf_erickson_third_values11.v tf_erickson_third_values12.v tf_erickson_third_values13.v tf_erickson_third_values14.v tf_erickson_third_values15.v tf_erickson_third_values16.v tf_erickson_third_values17.v tf_erickson_third_values18.v tf_erickson_third_values19.v tf_erickson_third_values20.v tf_erickson_third_values21.v tf_erickson_third_values22.v
     tf_erickson_third_cases1.v tf_erickson_third_cases2.v tf_erickson_third_cases3.v tf_erickson_third_cases4.v tf_erickson_third_cases5.v tf_erickson_third_cases6.v tf_erickson_third_cases7.v tf_erickson_third_cases8.v tf_erickson_third_cases9.v tf_erickson_third_cases10.v tf_erickson_third_cases11.v tf_erickson_third_cases12.v tf_erickson_third_cases13.v tf_erickson_third_cases14.v tf_erickson_third_cases15.v tf_erickson_third_cases16.v tf_erickson_third_cases17.v tf_erickson_third_cases18.v tf_erickson_third_cases19.v tf_erickson_third_cases20.v tf_erickson_third_cases21.v tf_erickson_third_cases22.v tf_erickson_third_cases23.v tf_erickson_third_cases24.v tf_erickson_third_cases25.v tf_erickson_third_cases26.v tf_erickson_third_cases27.v tf_erickson_third_cases28.v tf_erickson_third_cases29.v tf_erickson_third_cases30.v tf_erickson_third_cases31.v tf_erickson_third_cases32.v tf_erickson_third_cases33.v tf_erickson_third_cases34.v tf_erickson_third_cases35.v tf_erickson_third_cases36.v tf_erickson_third_cases37.v tf_erickson_third_cases38.v tf_erickson_third_cases39.v tf_erickson_third_cases40.v tf_erickson_third_cases41.v tf_erickson_third_cases42.v tf_erickson_third_cases43.v tf_erickson_third_cases44.v tf_erickson_third_cases45.v tf_erickson_third_cases46.v tf_erickson_third_cases47.v tf_erickson_third_cases48.v tf_erickson_third_cases49.v tf_erickson_third_cases50.v tf_erickson_third_cases51.v tf_erickson_third_cases52.v tf_erickson_third_cases53.v tf_erickson_third_cases54.v tf_erickson_third_cases55.v tf_erickson_third_cases56.v tf_erickson_third_cases57.v tf_erickson_third_cases58.v tf_erickson_third_cases59.v tf_erickson_third_cases60.v tf_erickson_third_cases61.v tf_erickson_third_cases62.v tf_erickson_third_cases63.v tf_erickson_third_cases64.v tf_erickson_third_cases65.v tf_erickson_third_cases66.v tf_erickson_third_cases67.v tf_erickson_third_cases68.v tf_erickson_third_cases69.v tf_erickson_third_cases70.v tf_erickson_third_cases71.v tf_erickson_third_cases72.v tf_erickson_third_cases73.v tf_erickson_third_cases74.v tf_erickson_third_cases75.v tf_erickson_third_cases76.v tf_erickson_third_cases77.v tf_erickson_third_cases78.v tf_erickson_third_cases79.v tf_erickson_third_cases80.v tf_erickson_third_cases81.v tf_erickson_third_cases82.v tf_erickson_third_cases83.v tf_erickson_third_cases84.v tf_erickson_third_cases85.v tf_erickson_third_cases86.v tf_erickson_third_cases87.v tf_erickson_third_cases88.v tf_erickson_third_cases89.v tf_erickson_third_cases90.v tf_erickson_third_cases91.v tf_erickson_third_cases92.v tf_erickson_third_cases93.v tf_erickson_third_cases94.v tf_erickson_third_cases95.v tf_erickson_third_cases96.v tf_erickson_third_cases97.v tf_erickson_third_cases98.v tf_erickson_third_cases99.v tf_erickson_third_cases100.v tf_erickson_third_cases101.v tf_erickson_third_cases102.v tf_erickson_third_cases103.v tf_erickson_third_cases104.v tf_erickson_third_cases105.v tf_erickson_third_cases106.v tf_erickson_third_cases107.v tf_erickson_third_cases108.v tf_erickson_third_cases109.v tf_erickson_third_cases110.v tf_erickson_third_cases111.v tf_erickson_third_cases112.v tf_erickson_third_cases113.v tf_erickson_third_cases114.v tf_erickson_third_cases115.v tf_erickson_third_cases116.v tf_erickson_third_cases117.v tf_erickson_third_cases118.v tf_erickson_third_cases119.v tf_erickson_third_cases120.v tf_erickson_third_cases121.v tf_erickson_third_cases122.v tf_erickson_third_cases123.v tf_erickson_third_cases124.v tf_erickson_third_cases125.v tf_erickson_third_cases126.v tf_erickson_third_cases127.v tf_erickson_third_cases128.v tf_erickson_third_cases129.v tf_erickson_third_cases130.v tf_erickson_third_cases131.v tf_erickson_third_cases132.v tf_erickson_third_cases133.v tf_erickson_third_cases134.v tf_erickson_third_cases135.v tf_erickson_third_cases136.v tf_erickson_third_cases137.v tf_erickson_third_cases138.v tf_erickson_third_cases139.v tf_erickson_third_cases140.v tf_erickson_third_cases141.v tf_erickson_third_cases142.v tf_erickson_third_cases143.v tf_erickson_third_cases144.v tf_erickson_third_cases145.v tf_erickson_third_cases146.v tf_erickson_third_cases147.v tf_erickson_third_cases148.v tf_erickson_third_cases149.v tf_erickson_third_cases150.v tf_erickson_third_cases151.v tf_erickson_third_cases152.v tf_erickson_third_cases153.v tf_erickson_third_cases154.v tf_erickson_third_cases155.v tf_erickson_third_cases156.v tf_erickson_third_cases157.v tf_erickson_third_cases158.v tf_erickson_third_cases159.v tf_erickson_third_cases160.v tf_erickson_third_cases161.v tf_erickson_third_cases162.v tf_erickson_third_cases163.v tf_erickson_third_cases164.v tf_erickson_third_cases165.v tf_erickson_third_cases166.v tf_erickson_third_cases167.v tf_erickson_third_cases168.v tf_erickson_third_cases169.v tf_erickson_third_cases170.v tf_erickson_third_cases171.v tf_erickson_third_cases172.v tf_erickson_third_cases173.v tf_erickson_third_cases174.v tf_erickson_third_cases175.v tf_erickson_third_cases176.v tf_erickson_third_cases177.v tf_erickson_third_cases178.v tf_erickson_third_cases179.v tf_erickson_third_cases180.v tf_erickson_third_cases181.v tf_erickson_third_cases182.v tf_erickson_third_cases183.v tf_erickson_third_cases184.v tf_erickson_third_cases185.v tf_erickson_third_cases186.v tf_erickson_third_cases187.v tf_erickson_third_cases188.v tf_erickson_third_cases189.v tf_erickson_third_cases190.v tf_erickson_third_cases191.v tf_erickson_third_cases192.v tf_erickson_third_cases193.v tf_erickson_third_cases194.v tf_erickson_third_cases195.v tf_erickson_third_cases196.v tf_erickson_third_cases197.v tf_erickson_third_cases198.v tf_erickson_third_cases199.v tf_erickson_third_cases200.v tf_erickson_third_cases201.v tf_erickson_third_cases202.v tf_erickson_third_cases203.v tf_erickson_third_cases204.v tf_erickson_third_cases205.v tf_erickson_third_cases206.v tf_erickson_third_cases207.v tf_erickson_third_cases208.v tf_erickson_third_cases209.v tf_erickson_third_cases210.v tf_erickson_third_cases211.v tf_erickson_third_cases212.v tf_erickson_third_cases213.v tf_erickson_third_cases214.v tf_erickson_third_cases215.v tf_erickson_third_cases216.v tf_erickson_third_cases217.v tf_erickson_third_cases218.v tf_erickson_third_cases219.v tf_erickson_third_cases220.v tf_erickson_third_cases221.v tf_erickson_third_cases222.v tf_erickson_third_cases223.v tf_erickson_third_cases224.v tf_erickson_third_cases225.v tf_erickson_third_cases226.v tf_erickson_third_cases227.v tf_erickson_third_cases228.v tf_erickson_third_cases229.v tf_erickson_third_cases230.v tf_erickson_third_cases231.v tf_erickson_third_cases232.v tf_erickson_third_cases233.v tf_erickson_third_cases234.v tf_erickson_third_cases235.v tf_erickson_third_cases236.v tf_erickson_third_cases237.v tf_erickson_third_cases238.v tf_erickson_third_cases239.v tf_erickson_third_cases240.v tf_erickson_third_cases241.v tf_erickson_third_cases242.v tf_erickson_third_cases243.v tf_erickson_third_cases244.v tf_erickson_third_cases245.v tf_erickson_third_cases246.v tf_erickson_third_cases247.v tf_erickson_third_cases248.v tf_erickson_third_cases249.v tf_erickson_third_cases250.v tf_erickson_third_cases251.v
     tf_erickson_third_steps1.v tf_erickson_third_steps2.v tf_erickson_third_steps3.v tf_erickson_third_steps4.v tf_erickson_third_steps5.v tf_erickson_third_steps6.v tf_erickson_third_steps7.v tf_erickson_third_steps8.v tf_erickson_third_steps9.v tf_erickson_third_steps10.v tf_erickson_third_steps11.v tf_erickson_third_steps12.v tf_erickson_third_steps13.v tf_erickson_third_steps14.v tf_erickson_third_steps15.v tf_erickson_third_steps16.v tf_erickson_third_steps17.v tf_erickson_third_steps18.v tf_erickson_third_steps19.v tf_erickson_third_steps20.v tf_erickson_third_steps21.v tf_erickson_third_steps22.v tf_erickson_third_steps23.v tf_erickson_third_steps24.v tf_erickson_third_steps25.v tf_erickson_third_steps26.v tf_erickson_third_steps27.v
     tf_erickson_third.v
   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22 tf_erickson_third_cases1 tf_erickson_third_cases2 tf_erickson_third_cases3 tf_erickson_third_cases4 tf_erickson_third_cases5 tf_erickson_third_cases6 tf_erickson_third_cases7 tf_erickson_third_cases8 tf_erickson_third_cases9 tf_erickson_third_cases10 tf_erickson_third_cases11 tf_erickson_third_cases12 tf_erickson_third_cases13 tf_erickson_third_cases14 tf_erickson_third_cases15 tf_erickson_third_cases16 tf_erickson_third_cases17 tf_erickson_third_cases18 tf_erickson_third_cases19 tf_erickson_third_cases20 tf_erickson_third_cases21 tf_erickson_third_cases22 tf_erickson_third_cases23 tf_erickson_third_cases24 tf_erickson_third_cases25 tf_erickson_third_cases26 tf_erickson_third_cases27 tf_erickson_third_cases28 tf_erickson_third_cases29 tf_erickson_third_cases30 tf_erickson_third_cases31 tf_erickson_third_cases32 tf_erickson_third_cases33 tf_erickson_third_cases34 tf_erickson_third_cases35 tf_erickson_third_cases36 tf_erickson_third_cases37 tf_erickson_third_cases38 tf_erickson_third_cases39 tf_erickson_third_cases40 tf_erickson_third_cases41 tf_erickson_third_cases42 tf_erickson_third_cases43 tf_erickson_third_cases44 tf_erickson_third_cases45 tf_erickson_third_cases46 tf_erickson_third_cases47 tf_erickson_third_cases48 tf_erickson_third_cases49 tf_erickson_third_cases50 tf_erickson_third_cases51 tf_erickson_third_cases52 tf_erickson_third_cases53 tf_erickson_third_cases54 tf_erickson_third_cases55 tf_erickson_third_cases56 tf_erickson_third_cases57 tf_erickson_third_cases58 tf_erickson_third_cases59 tf_erickson_third_cases60 tf_erickson_third_cases61 tf_erickson_third_cases62 tf_erickson_third_cases63 tf_erickson_third_cases64 tf_erickson_third_cases65 tf_erickson_third_cases66 tf_erickson_third_cases67 tf_erickson_third_cases68 tf_erickson_third_cases69 tf_erickson_third_cases70 tf_erickson_third_cases71 tf_erickson_third_cases72 tf_erickson_third_cases73 tf_erickson_third_cases74 tf_erickson_third_cases75 tf_erickson_third_cases76 tf_erickson_third_cases77 tf_erickson_third_cases78 tf_erickson_third_cases79 tf_erickson_third_cases80 tf_erickson_third_cases81 tf_erickson_third_cases82 tf_erickson_third_cases83 tf_erickson_third_cases84 tf_erickson_third_cases85 tf_erickson_third_cases86 tf_erickson_third_cases87 tf_erickson_third_cases88 tf_erickson_third_cases89 tf_erickson_third_cases90 tf_erickson_third_cases91 tf_erickson_third_cases92 tf_erickson_third_cases93 tf_erickson_third_cases94 tf_erickson_third_cases95 tf_erickson_third_cases96 tf_erickson_third_cases97 tf_erickson_third_cases98 tf_erickson_third_cases99 tf_erickson_third_cases100 tf_erickson_third_cases101 tf_erickson_third_cases102 tf_erickson_third_cases103 tf_erickson_third_cases104 tf_erickson_third_cases105 tf_erickson_third_cases106 tf_erickson_third_cases107 tf_erickson_third_cases108 tf_erickson_third_cases109 tf_erickson_third_cases110 tf_erickson_third_cases111 tf_erickson_third_cases112 tf_erickson_third_cases113 tf_erickson_third_cases114 tf_erickson_third_cases115 tf_erickson_third_cases116 tf_erickson_third_cases117 tf_erickson_third_cases118 tf_erickson_third_cases119 tf_erickson_third_cases120 tf_erickson_third_cases121 tf_erickson_third_cases122 tf_erickson_third_cases123 tf_erickson_third_cases124 tf_erickson_third_cases125 tf_erickson_third_cases126 tf_erickson_third_cases127 tf_erickson_third_cases128 tf_erickson_third_cases129 tf_erickson_third_cases130 tf_erickson_third_cases131 tf_erickson_third_cases132 tf_erickson_third_cases133 tf_erickson_third_cases134 tf_erickson_third_cases135 tf_erickson_third_cases136 tf_erickson_third_cases137 tf_erickson_third_cases138 tf_erickson_third_cases139 tf_erickson_third_cases140 tf_erickson_third_cases141 tf_erickson_third_cases142 tf_erickson_third_cases143 tf_erickson_third_cases144 tf_erickson_third_cases145 tf_erickson_third_cases146 tf_erickson_third_cases147 tf_erickson_third_cases148 tf_erickson_third_cases149 tf_erickson_third_cases150 tf_erickson_third_cases151 tf_erickson_third_cases152 tf_erickson_third_cases153 tf_erickson_third_cases154 tf_erickson_third_cases155 tf_erickson_third_cases156 tf_erickson_third_cases157 tf_erickson_third_cases158 tf_erickson_third_cases159 tf_erickson_third_cases160 tf_erickson_third_cases161 tf_erickson_third_cases162 tf_erickson_third_cases163 tf_erickson_third_cases164 tf_erickson_third_cases165 tf_erickson_third_cases166 tf_erickson_third_cases167 tf_erickson_third_cases168 tf_erickson_third_cases169 tf_erickson_third_cases170 tf_erickson_third_cases171 tf_erickson_third_cases172 tf_erickson_third_cases173 tf_erickson_third_cases174 tf_erickson_third_cases175 tf_erickson_third_cases176 tf_erickson_third_cases177 tf_erickson_third_cases178 tf_erickson_third_cases179 tf_erickson_third_cases180 tf_erickson_third_cases181 tf_erickson_third_cases182 tf_erickson_third_cases183 tf_erickson_third_cases184 tf_erickson_third_cases185 tf_erickson_third_cases186 tf_erickson_third_cases187 tf_erickson_third_cases188 tf_erickson_third_cases189 tf_erickson_third_cases190 tf_erickson_third_cases191 tf_erickson_third_cases192 tf_erickson_third_cases193 tf_erickson_third_cases194 tf_erickson_third_cases195 tf_erickson_third_cases196 tf_erickson_third_cases197 tf_erickson_third_cases198 tf_erickson_third_cases199 tf_erickson_third_cases200 tf_erickson_third_cases201 tf_erickson_third_cases202 tf_erickson_third_cases203 tf_erickson_third_cases204 tf_erickson_third_cases205 tf_erickson_third_cases206 tf_erickson_third_cases207 tf_erickson_third_cases208 tf_erickson_third_cases209 tf_erickson_third_cases210 tf_erickson_third_cases211 tf_erickson_third_cases212 tf_erickson_third_cases213 tf_erickson_third_cases214 tf_erickson_third_cases215 tf_erickson_third_cases216 tf_erickson_third_cases217 tf_erickson_third_cases218 tf_erickson_third_cases219 tf_erickson_third_cases220 tf_erickson_third_cases221 tf_erickson_third_cases222 tf_erickson_third_cases223 tf_erickson_third_cases224 tf_erickson_third_cases225 tf_erickson_third_cases226 tf_erickson_third_cases227 tf_erickson_third_cases228 tf_erickson_third_cases229 tf_erickson_third_cases230 tf_erickson_third_cases231 tf_erickson_third_cases232 tf_erickson_third_cases233 tf_erickson_third_cases234 tf_erickson_third_cases235 tf_erickson_third_cases236 tf_erickson_third_cases237 tf_erickson_third_cases238 tf_erickson_third_cases239 tf_erickson_third_cases240 tf_erickson_third_cases241 tf_erickson_third_cases242 tf_erickson_third_cases243 tf_erickson_third_cases244 tf_erickson_third_cases245 tf_erickson_third_cases246 tf_erickson_third_cases247 tf_erickson_third_cases248 tf_erickson_third_cases249 tf_erickson_third_cases250 tf_erickson_third_cases251 tf_erickson_third_steps1 tf_erickson_third_steps2 tf_erickson_third_steps3 tf_erickson_third_steps4 tf_erickson_third_steps5 tf_erickson_third_steps6 tf_erickson_third_steps7 tf_erickson_third_steps8 tf_erickson_third_steps9 tf_erickson_third_steps10 tf_erickson_third_steps11 tf_erickson_third_steps12 tf_erickson_third_steps13 tf_erickson_third_steps14 tf_erickson_third_steps15 tf_erickson_third_steps16 tf_erickson_third_steps17 tf_erickson_third_steps18 tf_erickson_third_steps19 tf_erickson_third_steps20 tf_erickson_third_steps21 tf_erickson_third_steps22 tf_erickson_third_steps23 tf_erickson_third_steps24 tf_erickson_third_steps25 tf_erickson_third_steps26 tf_erickson_third_steps27.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs17 : s17_claim x) by exact (s17_step x IH).
  assert (Hs18 : s18_claim x) by exact (s18_step x IH).
  assert (Hs19 : s19_claim x) by exact (s19_step x IH).
  assert (Hs24 : s24_claim x) by exact (s24_step x IH).
  assert (Hs25 : s25_claim x) by exact (s25_step x IH).
  assert (Hs29 : s29_claim x) by exact (s29_step x IH).
  assert (Hs34 : s34_claim x) by exact (s34_step x IH).
  assert (Hs57 : s57_claim x) by exact (s57_step x IH).
  assert (Hs62 : s62_claim x) by exact (s62_step x IH).
  assert (Hs76 : s76_claim x) by exact (s76_step x IH).
  assert (Hs87 : s87_claim x) by exact (s87_step x IH).
  assert (Hs107 : s107_claim x) by exact (s107_step x IH).
  assert (Hs115 : s115_claim x) by exact (s115_step x IH).
  assert (Hs117 : s117_claim x) by exact (s117_step x IH).
  assert (Hs139 : s139_claim x) by exact (s139_step x IH).
  assert (Hs140 : s140_claim x) by exact (s140_step x IH).
  assert (Hs176 : s176_claim x) by exact (s176_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH Hs1).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH Hs1).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH Hs4).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH Hs5).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH Hs4).
  assert (Hs14 : s14_claim x) by exact (s14_step x IH Hs5).
  assert (Hs20 : s20_claim x) by exact (s20_step x IH Hs19).
  assert (Hs21 : s21_claim x) by exact (s21_step x IH Hs19).
  assert (Hs23 : s23_claim x) by exact (s23_step x IH).
  assert (Hs26 : s26_claim x) by exact (s26_step x IH Hs3).
  assert (Hs28 : s28_claim x) by exact (s28_step x IH Hs17).
  assert (Hs30 : s30_claim x) by exact (s30_step x IH).
  assert (Hs37 : s37_claim x) by exact (s37_step x IH Hs17).
  assert (Hs40 : s40_claim x) by exact (s40_step x IH Hs6).
  assert (Hs41 : s41_claim x) by exact (s41_step x IH).
  assert (Hs46 : s46_claim x) by exact (s46_step x IH Hs18).
  assert (Hs47 : s47_claim x) by exact (s47_step x IH).
  assert (Hs49 : s49_claim x) by exact (s49_step x IH).
  assert (Hs51 : s51_claim x) by exact (s51_step x IH Hs29).
  assert (Hs61 : s61_claim x) by exact (s61_step x IH Hs3).
  assert (Hs63 : s63_claim x) by exact (s63_step x IH).
  assert (Hs64 : s64_claim x) by exact (s64_step x IH Hs62).
  assert (Hs65 : s65_claim x) by exact (s65_step x IH Hs6).
  assert (Hs70 : s70_claim x) by exact (s70_step x IH Hs25).
  assert (Hs72 : s72_claim x) by exact (s72_step x IH Hs62).
  assert (Hs75 : s75_claim x) by exact (s75_step x IH).
  assert (Hs77 : s77_claim x) by exact (s77_step x IH Hs18).
  assert (Hs80 : s80_claim x) by exact (s80_step x IH Hs29).
  assert (Hs85 : s85_claim x) by exact (s85_step x IH).
  assert (Hs86 : s86_claim x) by exact (s86_step x IH).
  assert (Hs88 : s88_claim x) by exact (s88_step x IH Hs25).
  assert (Hs94 : s94_claim x) by exact (s94_step x IH Hs24).
  assert (Hs95 : s95_claim x) by exact (s95_step x IH Hs34).
  assert (Hs102 : s102_claim x) by exact (s102_step x IH Hs34).
  assert (Hs105 : s105_claim x) by exact (s105_step x IH).
  assert (Hs106 : s106_claim x) by exact (s106_step x IH).
  assert (Hs108 : s108_claim x) by exact (s108_step x IH Hs107).
  assert (Hs109 : s109_claim x) by exact (s109_step x IH Hs107).
  assert (Hs116 : s116_claim x) by exact (s116_step x IH).
  assert (Hs118 : s118_claim x) by exact (s118_step x IH Hs117).
  assert (Hs119 : s119_claim x) by exact (s119_step x IH).
  assert (Hs120 : s120_claim x) by exact (s120_step x IH Hs117).
  assert (Hs121 : s121_claim x) by exact (s121_step x IH Hs24).
  assert (Hs123 : s123_claim x) by exact (s123_step x IH).
  assert (Hs128 : s128_claim x) by exact (s128_step x IH).
  assert (Hs141 : s141_claim x) by exact (s141_step x IH).
  assert (Hs142 : s142_claim x) by exact (s142_step x IH Hs140).
  assert (Hs149 : s149_claim x) by exact (s149_step x IH).
  assert (Hs151 : s151_claim x) by exact (s151_step x IH Hs140).
  assert (Hs154 : s154_claim x) by exact (s154_step x IH Hs57).
  assert (Hs155 : s155_claim x) by exact (s155_step x IH).
  assert (Hs180 : s180_claim x) by exact (s180_step x IH Hs57).
  assert (Hs183 : s183_claim x) by exact (s183_step x IH).
  assert (Hs188 : s188_claim x) by exact (s188_step x IH).
  assert (Hs190 : s190_claim x) by exact (s190_step x IH).
  assert (Hs197 : s197_claim x) by exact (s197_step x IH).
  assert (Hs199 : s199_claim x) by exact (s199_step x IH Hs176).
  assert (Hs202 : s202_claim x) by exact (s202_step x IH Hs176).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH Hs1 Hs2 Hs7).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH Hs4 Hs9 Hs12).
  assert (Hs15 : s15_claim x) by exact (s15_step x IH Hs5 Hs10 Hs14).
  assert (Hs16 : s16_claim x) by exact (s16_step x IH Hs11).
  assert (Hs22 : s22_claim x) by exact (s22_step x IH Hs19 Hs20 Hs21).
  assert (Hs27 : s27_claim x) by exact (s27_step x IH).
  assert (Hs31 : s31_claim x) by exact (s31_step x IH Hs30).
  assert (Hs32 : s32_claim x) by exact (s32_step x IH).
  assert (Hs33 : s33_claim x) by exact (s33_step x IH).
  assert (Hs35 : s35_claim x) by exact (s35_step x IH).
  assert (Hs36 : s36_claim x) by exact (s36_step x IH).
  assert (Hs38 : s38_claim x) by exact (s38_step x IH).
  assert (Hs42 : s42_claim x) by exact (s42_step x IH Hs41).
  assert (Hs43 : s43_claim x) by exact (s43_step x IH Hs17 Hs28 Hs37).
  assert (Hs44 : s44_claim x) by exact (s44_step x IH Hs41).
  assert (Hs50 : s50_claim x) by exact (s50_step x IH Hs49).
  assert (Hs52 : s52_claim x) by exact (s52_step x IH Hs49).
  assert (Hs54 : s54_claim x) by exact (s54_step x IH).
  assert (Hs55 : s55_claim x) by exact (s55_step x IH Hs30).
  assert (Hs56 : s56_claim x) by exact (s56_step x IH Hs23).
  assert (Hs58 : s58_claim x) by exact (s58_step x IH Hs11).
  assert (Hs59 : s59_claim x) by exact (s59_step x IH).
  assert (Hs66 : s66_claim x) by exact (s66_step x IH).
  assert (Hs69 : s69_claim x) by exact (s69_step x IH Hs3 Hs26 Hs61).
  assert (Hs71 : s71_claim x) by exact (s71_step x IH).
  assert (Hs73 : s73_claim x) by exact (s73_step x IH Hs63).
  assert (Hs74 : s74_claim x) by exact (s74_step x IH Hs62 Hs64 Hs72).
  assert (Hs78 : s78_claim x) by exact (s78_step x IH Hs18 Hs46 Hs77).
  assert (Hs83 : s83_claim x) by exact (s83_step x IH Hs47).
  assert (Hs84 : s84_claim x) by exact (s84_step x IH).
  assert (Hs91 : s91_claim x) by exact (s91_step x IH Hs23).
  assert (Hs92 : s92_claim x) by exact (s92_step x IH).
  assert (Hs97 : s97_claim x) by exact (s97_step x IH Hs11).
  assert (Hs99 : s99_claim x) by exact (s99_step x IH Hs6 Hs40 Hs65).
  assert (Hs101 : s101_claim x) by exact (s101_step x IH Hs25 Hs70 Hs88).
  assert (Hs103 : s103_claim x) by exact (s103_step x IH).
  assert (Hs110 : s110_claim x) by exact (s110_step x IH Hs107 Hs108 Hs109).
  assert (Hs111 : s111_claim x) by exact (s111_step x IH Hs106).
  assert (Hs114 : s114_claim x) by exact (s114_step x IH Hs29 Hs51 Hs80).
  assert (Hs122 : s122_claim x) by exact (s122_step x IH).
  assert (Hs127 : s127_claim x) by exact (s127_step x IH).
  assert (Hs133 : s133_claim x) by exact (s133_step x IH Hs34 Hs95 Hs102).
  assert (Hs135 : s135_claim x) by exact (s135_step x IH Hs123).
  assert (Hs136 : s136_claim x) by exact (s136_step x IH).
  assert (Hs137 : s137_claim x) by exact (s137_step x IH Hs117 Hs118 Hs120).
  assert (Hs138 : s138_claim x) by exact (s138_step x IH Hs116).
  assert (Hs143 : s143_claim x) by exact (s143_step x IH Hs123).
  assert (Hs144 : s144_claim x) by exact (s144_step x IH).
  assert (Hs145 : s145_claim x) by exact (s145_step x IH Hs85).
  assert (Hs150 : s150_claim x) by exact (s150_step x IH).
  assert (Hs153 : s153_claim x) by exact (s153_step x IH Hs24 Hs94 Hs121).
  assert (Hs156 : s156_claim x) by exact (s156_step x IH Hs155).
  assert (Hs157 : s157_claim x) by exact (s157_step x IH Hs155).
  assert (Hs161 : s161_claim x) by exact (s161_step x IH Hs128).
  assert (Hs162 : s162_claim x) by exact (s162_step x IH).
  assert (Hs163 : s163_claim x) by exact (s163_step x IH Hs86).
  assert (Hs169 : s169_claim x) by exact (s169_step x IH Hs128).
  assert (Hs172 : s172_claim x) by exact (s172_step x IH Hs155).
  assert (Hs184 : s184_claim x) by exact (s184_step x IH Hs183).
  assert (Hs185 : s185_claim x) by exact (s185_step x IH Hs141).
  assert (Hs186 : s186_claim x) by exact (s186_step x IH Hs140 Hs142 Hs151).
  assert (Hs187 : s187_claim x) by exact (s187_step x IH).
  assert (Hs189 : s189_claim x) by exact (s189_step x IH Hs188).
  assert (Hs195 : s195_claim x) by exact (s195_step x IH Hs183).
  assert (Hs200 : s200_claim x) by exact (s200_step x IH Hs57 Hs154 Hs180).
  assert (Hs203 : s203_claim x) by exact (s203_step x IH Hs188).
  assert (Hs205 : s205_claim x) by exact (s205_step x IH Hs197).
  assert (Hs206 : s206_claim x) by exact (s206_step x IH Hs176 Hs199 Hs202).
  assert (Hs39 : s39_claim x) by exact (s39_step x IH Hs38).
  assert (Hs45 : s45_claim x) by exact (s45_step x IH Hs41 Hs42 Hs44).
  assert (Hs48 : s48_claim x) by exact (s48_step x IH Hs33).
  assert (Hs53 : s53_claim x) by exact (s53_step x IH Hs49 Hs50 Hs52).
  assert (Hs60 : s60_claim x) by exact (s60_step x IH Hs35).
  assert (Hs67 : s67_claim x) by exact (s67_step x IH Hs66).
  assert (Hs68 : s68_claim x) by exact (s68_step x IH Hs27).
  assert (Hs79 : s79_claim x) by exact (s79_step x IH Hs32).
  assert (Hs81 : s81_claim x) by exact (s81_step x IH Hs54).
  assert (Hs82 : s82_claim x) by exact (s82_step x IH Hs30 Hs31 Hs55).
  assert (Hs89 : s89_claim x) by exact (s89_step x IH Hs11 Hs16 Hs58).
  assert (Hs90 : s90_claim x) by exact (s90_step x IH Hs59).
  assert (Hs93 : s93_claim x) by exact (s93_step x IH Hs36).
  assert (Hs96 : s96_claim x) by exact (s96_step x IH Hs35).
  assert (Hs98 : s98_claim x) by exact (s98_step x IH Hs11 Hs16 Hs97).
  assert (Hs100 : s100_claim x) by exact (s100_step x IH Hs71).
  assert (Hs104 : s104_claim x) by exact (s104_step x IH Hs36).
  assert (Hs112 : s112_claim x) by exact (s112_step x IH Hs84).
  assert (Hs113 : s113_claim x) by exact (s113_step x IH).
  assert (Hs124 : s124_claim x) by exact (s124_step x IH).
  assert (Hs125 : s125_claim x) by exact (s125_step x IH Hs92).
  assert (Hs129 : s129_claim x) by exact (s129_step x IH Hs11 Hs58 Hs97).
  assert (Hs130 : s130_claim x) by exact (s130_step x IH Hs59).
  assert (Hs132 : s132_claim x) by exact (s132_step x IH).
  assert (Hs134 : s134_claim x) by exact (s134_step x IH Hs122).
  assert (Hs146 : s146_claim x) by exact (s146_step x IH Hs23 Hs56 Hs91).
  assert (Hs147 : s147_claim x) by exact (s147_step x IH Hs103).
  assert (Hs152 : s152_claim x) by exact (s152_step x IH Hs92).
  assert (Hs158 : s158_claim x) by exact (s158_step x IH Hs155 Hs156 Hs157).
  assert (Hs164 : s164_claim x) by exact (s164_step x IH).
  assert (Hs166 : s166_claim x) by exact (s166_step x IH Hs127).
  assert (Hs170 : s170_claim x) by exact (s170_step x IH Hs123 Hs135 Hs143).
  assert (Hs171 : s171_claim x) by exact (s171_step x IH Hs144).
  assert (Hs173 : s173_claim x) by exact (s173_step x IH Hs155 Hs156 Hs172).
  assert (Hs174 : s174_claim x) by exact (s174_step x IH Hs155 Hs157 Hs172).
  assert (Hs177 : s177_claim x) by exact (s177_step x IH).
  assert (Hs179 : s179_claim x) by exact (s179_step x IH Hs150).
  assert (Hs181 : s181_claim x) by exact (s181_step x IH Hs136).
  assert (Hs191 : s191_claim x) by exact (s191_step x IH Hs128 Hs161 Hs169).
  assert (Hs192 : s192_claim x) by exact (s192_step x IH Hs162).
  assert (Hs193 : s193_claim x) by exact (s193_step x IH).
  assert (Hs196 : s196_claim x) by exact (s196_step x IH Hs183 Hs184 Hs195).
  assert (Hs198 : s198_claim x) by exact (s198_step x IH).
  assert (Hs201 : s201_claim x) by exact (s201_step x IH Hs187).
  assert (Hs204 : s204_claim x) by exact (s204_step x IH Hs188 Hs189 Hs203).
  assert (Hs126 : s126_claim x) by exact (s126_step x IH Hs35 Hs60 Hs96).
  assert (Hs131 : s131_claim x) by exact (s131_step x IH).
  assert (Hs148 : s148_claim x) by exact (s148_step x IH Hs36 Hs93 Hs104).
  assert (Hs159 : s159_claim x) by exact (s159_step x IH Hs11 Hs16 Hs58 Hs89 Hs97 Hs98 Hs129).
  assert (Hs160 : s160_claim x) by exact (s160_step x IH Hs59 Hs90 Hs130).
  assert (Hs165 : s165_claim x) by exact (s165_step x IH Hs132).
  assert (Hs167 : s167_claim x) by exact (s167_step x IH).
  assert (Hs168 : s168_claim x) by exact (s168_step x IH Hs164).
  assert (Hs175 : s175_claim x) by exact (s175_step x IH Hs155 Hs156 Hs157 Hs158 Hs172 Hs173 Hs174).
  assert (Hs178 : s178_claim x) by exact (s178_step x IH Hs124).
  assert (Hs182 : s182_claim x) by exact (s182_step x IH Hs92 Hs125 Hs152).
  assert (Hs194 : s194_claim x) by exact (s194_step x IH Hs193).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 (conj Hs13 (conj Hs14 (conj Hs15 (conj Hs16 (conj Hs17 (conj Hs18 (conj Hs19 (conj Hs20 (conj Hs21 (conj Hs22 (conj Hs23 (conj Hs24 (conj Hs25 (conj Hs26 (conj Hs27 (conj Hs28 (conj Hs29 (conj Hs30 (conj Hs31 (conj Hs32 (conj Hs33 (conj Hs34 (conj Hs35 (conj Hs36 (conj Hs37 (conj Hs38 (conj Hs39 (conj Hs40 (conj Hs41 (conj Hs42 (conj Hs43 (conj Hs44 (conj Hs45 (conj Hs46 (conj Hs47 (conj Hs48 (conj Hs49 (conj Hs50 (conj Hs51 (conj Hs52 (conj Hs53 (conj Hs54 (conj Hs55 (conj Hs56 (conj Hs57 (conj Hs58 (conj Hs59 (conj Hs60 (conj Hs61 (conj Hs62 (conj Hs63 (conj Hs64 (conj Hs65 (conj Hs66 (conj Hs67 (conj Hs68 (conj Hs69 (conj Hs70 (conj Hs71 (conj Hs72 (conj Hs73 (conj Hs74 (conj Hs75 (conj Hs76 (conj Hs77 (conj Hs78 (conj Hs79 (conj Hs80 (conj Hs81 (conj Hs82 (conj Hs83 (conj Hs84 (conj Hs85 (conj Hs86 (conj Hs87 (conj Hs88 (conj Hs89 (conj Hs90 (conj Hs91 (conj Hs92 (conj Hs93 (conj Hs94 (conj Hs95 (conj Hs96 (conj Hs97 (conj Hs98 (conj Hs99 (conj Hs100 (conj Hs101 (conj Hs102 (conj Hs103 (conj Hs104 (conj Hs105 (conj Hs106 (conj Hs107 (conj Hs108 (conj Hs109 (conj Hs110 (conj Hs111 (conj Hs112 (conj Hs113 (conj Hs114 (conj Hs115 (conj Hs116 (conj Hs117 (conj Hs118 (conj Hs119 (conj Hs120 (conj Hs121 (conj Hs122 (conj Hs123 (conj Hs124 (conj Hs125 (conj Hs126 (conj Hs127 (conj Hs128 (conj Hs129 (conj Hs130 (conj Hs131 (conj Hs132 (conj Hs133 (conj Hs134 (conj Hs135 (conj Hs136 (conj Hs137 (conj Hs138 (conj Hs139 (conj Hs140 (conj Hs141 (conj Hs142 (conj Hs143 (conj Hs144 (conj Hs145 (conj Hs146 (conj Hs147 (conj Hs148 (conj Hs149 (conj Hs150 (conj Hs151 (conj Hs152 (conj Hs153 (conj Hs154 (conj Hs155 (conj Hs156 (conj Hs157 (conj Hs158 (conj Hs159 (conj Hs160 (conj Hs161 (conj Hs162 (conj Hs163 (conj Hs164 (conj Hs165 (conj Hs166 (conj Hs167 (conj Hs168 (conj Hs169 (conj Hs170 (conj Hs171 (conj Hs172 (conj Hs173 (conj Hs174 (conj Hs175 (conj Hs176 (conj Hs177 (conj Hs178 (conj Hs179 (conj Hs180 (conj Hs181 (conj Hs182 (conj Hs183 (conj Hs184 (conj Hs185 (conj Hs186 (conj Hs187 (conj Hs188 (conj Hs189 (conj Hs190 (conj Hs191 (conj Hs192 (conj Hs193 (conj Hs194 (conj Hs195 (conj Hs196 (conj Hs197 (conj Hs198 (conj Hs199 (conj Hs200 (conj Hs201 (conj Hs202 (conj Hs203 (conj Hs204 (conj Hs205 Hs206))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a : nat) : holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. exact ((proj1 (all_values_hold _)) a eq_refl). Qed.

Definition family_board (a : nat) : board := repeat T a ++ [E; E; E; F; F; F].  (* T^a _^3 F^3 *)
Definition family_value (a : Z) : game := dyadic (2 * a - 7) 1.
Lemma family_p1 (a : Z) : True -> family_value a = dyadic (2 * a - 7) 1.
Proof. reflexivity. Qed.
Theorem claim : forall a, (Z.of_nat a >= 5)%Z -> tf_game (family_board a) == family_value (Z.of_nat a).
Proof.
  intros a Hw.
  replace (family_board a) with (s1_board a) by (unfold family_board, s1_board; board_eq).
  pose proof (all_s1 a) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p4 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

Print Assumptions claim.
