(* Chomp: the P-positions of 3-row Chomp with top row at most 100.

   Theorem (P_positions_top100).  A position [c; b; r] with at most three rows (poison row c
   first, then the middle row b and the top row r; rows3 100) is a P-position
   exactly when c is the claimed poison row of (r, b):
       claimed claim_top100 r b c.
   The claim, below, lists per top row r (CRow r T_r values tail) the poison
   row of each middle row b = r .. T_r - 1 (None: no P-position), and from T_r
   on the offsets c - b, repeating with period M = 1 ((b - T_r) mod M picks
   one).  Offsets are at most D = 72.

   Proof (CGProve.ChompReflect.claim_P_positions): the library's checker,
   run by vm_compute at the Qed of claim_checks, tests every middle row
   below T* + M = 216 (T* = 215) of every top row; periodicity carries the
   rest.  Nothing else is trusted: the checker's soundness is proved in the
   library from the rules of CGProve.Chomp.

   Written by `cgprove prove chomp --rows 3 --top-max 100 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List NArith.
Import ListNotations.
From CGProve Require Import Chomp ChompRows ChompReflect.

Open Scope N_scope.

Definition claim_top100 : claim := Claim 100 1 72 215 [
  CRow 0 0 [] [Some 1];
  CRow 1 3 [Some 3; Some 2] [None];
  CRow 2 2 [] [Some 2];
  CRow 3 6 [Some 6; Some 7; Some 5] [None];
  CRow 4 8 [Some 8; Some 9; Some 10; Some 7] [None];
  CRow 5 7 [Some 10; Some 9] [Some 4];
  CRow 6 10 [Some 11; Some 12; Some 13; Some 9] [None];
  CRow 7 10 [Some 13; Some 14; Some 12] [Some 5];
  CRow 8 13 [Some 15; Some 14; Some 16; Some 17; Some 12] [None];
  CRow 9 12 [Some 16; Some 17; Some 14] [Some 6];
  CRow 10 15 [Some 18; Some 19; Some 20; Some 21; Some 14] [None];
  CRow 11 19 [Some 20; Some 19; Some 22; Some 17; Some 23; Some 24; Some 25; Some 21] [Some 7];
  CRow 12 18 [Some 21; Some 23; Some 22; Some 24; Some 19; Some 17] [None];
  CRow 13 20 [Some 24; Some 23; Some 22; Some 25; Some 26; Some 27; Some 19] [None];
  CRow 14 20 [Some 25; Some 26; Some 23; Some 27; Some 28; Some 22] [Some 9];
  CRow 15 23 [Some 27; Some 26; Some 28; Some 29; Some 30; Some 23; Some 31; Some 22] [None];
  CRow 16 24 [Some 28; Some 29; Some 26; Some 31; Some 30; Some 32; Some 33; Some 23] [None];
  CRow 17 24 [Some 30; Some 31; Some 29; Some 32; Some 33; Some 34; Some 26] [Some 11];
  CRow 18 27 [Some 32; Some 33; Some 31; Some 29; Some 35; Some 34; Some 36; Some 37; Some 26] [None];
  CRow 19 27 [Some 34; Some 33; Some 35; Some 36; Some 31; Some 37; Some 38; Some 29] [Some 12];
  CRow 20 30 [Some 35; Some 36; Some 37; Some 33; Some 38; Some 39; Some 40; Some 41; Some 31; Some 29] [None];
  CRow 21 32 [Some 37; Some 38; Some 36; Some 39; Some 33; Some 41; Some 40; Some 42; Some 43; Some 44; Some 31] [None];
  CRow 22 31 [Some 39; Some 38; Some 40; Some 41; Some 36; Some 42; Some 43; Some 44; Some 33] [Some 14];
  CRow 23 34 [Some 40; Some 41; Some 42; Some 38; Some 43; Some 36; Some 45; Some 46; Some 44; Some 47; Some 33] [None];
  CRow 24 34 [Some 42; Some 43; Some 44; Some 45; Some 38; Some 46; Some 47; Some 41; Some 48; Some 36] [Some 15];
  CRow 25 37 [Some 44; Some 43; Some 46; Some 41; Some 47; Some 38; Some 48; Some 45; Some 49; Some 50; Some 51; Some 36] [None];
  CRow 26 36 [Some 45; Some 47; Some 46; Some 48; Some 43; Some 49; Some 50; Some 41; Some 51; Some 38] [Some 16];
  CRow 27 39 [Some 48; Some 47; Some 49; Some 50; Some 46; Some 51; Some 43; Some 52; Some 53; Some 54; Some 55; Some 38] [None];
  CRow 28 39 [Some 49; Some 50; Some 51; Some 47; Some 52; Some 46; Some 53; Some 43; Some 55; Some 54; Some 41] [Some 17];
  CRow 29 42 [Some 51; Some 52; Some 50; Some 53; Some 54; Some 47; Some 55; Some 46; Some 56; Some 57; Some 58; Some 43; Some 41] [None];
  CRow 30 44 [Some 53; Some 52; Some 54; Some 50; Some 55; Some 56; Some 57; Some 47; Some 46; Some 59; Some 58; Some 60; Some 61; Some 43] [None];
  CRow 31 44 [Some 54; Some 55; Some 52; Some 56; Some 57; Some 58; Some 50; Some 59; Some 47; Some 60; Some 61; Some 62; Some 46] [Some 19];
  CRow 32 47 [Some 56; Some 55; Some 57; Some 52; Some 59; Some 58; Some 60; Some 61; Some 50; Some 62; Some 63; Some 64; Some 47; Some 65; Some 46] [None];
  CRow 33 48 [Some 57; Some 58; Some 59; Some 60; Some 61; Some 55; Some 52; Some 62; Some 63; Some 50; Some 65; Some 64; Some 66; Some 67; Some 47] [None];
  CRow 34 48 [Some 59; Some 58; Some 61; Some 60; Some 62; Some 63; Some 64; Some 65; Some 52; Some 66; Some 67; Some 55; Some 68; Some 50] [Some 21];
  CRow 35 51 [Some 60; Some 62; Some 63; Some 58; Some 64; Some 61; Some 66; Some 55; Some 67; Some 52; Some 68; Some 69; Some 65; Some 70; Some 71; Some 50] [None];
  CRow 36 50 [Some 63; Some 62; Some 61; Some 65; Some 66; Some 64; Some 67; Some 68; Some 69; Some 58; Some 70; Some 55; Some 71; Some 52] [Some 22];
  CRow 37 53 [Some 64; Some 65; Some 62; Some 67; Some 68; Some 66; Some 61; Some 70; Some 69; Some 71; Some 72; Some 58; Some 73; Some 74; Some 75; Some 52] [None];
  CRow 38 56 [Some 66; Some 67; Some 65; Some 69; Some 68; Some 62; Some 71; Some 70; Some 72; Some 73; Some 61; Some 74; Some 58; Some 76; Some 55; Some 77; Some 78; Some 75] [Some 23];
  CRow 39 56 [Some 68; Some 69; Some 67; Some 65; Some 70; Some 62; Some 71; Some 73; Some 74; Some 72; Some 75; Some 76; Some 61; Some 77; Some 78; Some 79; Some 55] [None];
  CRow 40 60 [Some 70; Some 71; Some 69; Some 72; Some 65; Some 67; Some 74; Some 75; Some 73; Some 62; Some 77; Some 78; Some 76; Some 61; Some 80; Some 58; Some 81; Some 82; Some 83; Some 79] [Some 24];
  CRow 41 59 [Some 72; Some 71; Some 69; Some 73; Some 74; Some 75; Some 67; Some 76; Some 77; Some 78; Some 79; Some 62; Some 80; Some 81; Some 65; Some 82; Some 83; Some 58] [None];
  CRow 42 63 [Some 73; Some 71; Some 74; Some 75; Some 76; Some 69; Some 77; Some 67; Some 79; Some 80; Some 65; Some 81; Some 62; Some 78; Some 83; Some 84; Some 61; Some 85; Some 86; Some 87; Some 82] [Some 25];
  CRow 43 62 [Some 74; Some 75; Some 76; Some 77; Some 71; Some 78; Some 69; Some 80; Some 81; Some 79; Some 82; Some 67; Some 83; Some 84; Some 65; Some 85; Some 62; Some 87; Some 61] [None];
  CRow 44 63 [Some 76; Some 77; Some 78; Some 79; Some 75; Some 80; Some 81; Some 69; Some 82; Some 71; Some 83; Some 84; Some 85; Some 67; Some 86; Some 87; Some 88; Some 89; Some 62] [None];
  CRow 45 63 [Some 78; Some 79; Some 77; Some 80; Some 81; Some 75; Some 71; Some 83; Some 84; Some 82; Some 85; Some 69; Some 86; Some 87; Some 67; Some 89; Some 88; Some 65] [Some 27];
  CRow 46 66 [Some 80; Some 81; Some 79; Some 82; Some 83; Some 77; Some 75; Some 85; Some 84; Some 86; Some 87; Some 88; Some 71; Some 69; Some 90; Some 91; Some 89; Some 92; Some 67; Some 65] [None];
  CRow 47 68 [Some 82; Some 81; Some 79; Some 84; Some 83; Some 85; Some 86; Some 77; Some 87; Some 88; Some 75; Some 89; Some 90; Some 91; Some 69; Some 92; Some 71; Some 93; Some 94; Some 95; Some 67] [None];
  CRow 48 67 [Some 83; Some 84; Some 85; Some 86; Some 81; Some 79; Some 87; Some 88; Some 89; Some 77; Some 90; Some 91; Some 92; Some 71; Some 75; Some 93; Some 94; Some 95; Some 69] [Some 29];
  CRow 49 70 [Some 85; Some 86; Some 84; Some 87; Some 88; Some 89; Some 79; Some 90; Some 81; Some 91; Some 77; Some 93; Some 92; Some 94; Some 95; Some 96; Some 75; Some 97; Some 98; Some 71; Some 69] [None];
  CRow 50 72 [Some 87; Some 88; Some 84; Some 89; Some 86; Some 81; Some 91; Some 90; Some 92; Some 93; Some 94; Some 79; Some 95; Some 96; Some 77; Some 97; Some 98; Some 75; Some 99; Some 100; Some 101; Some 71] [None];
  CRow 51 73 [Some 89; Some 86; Some 90; Some 88; Some 91; Some 92; Some 93; Some 84; Some 94; Some 95; Some 81; Some 96; Some 97; Some 98; Some 99; Some 79; Some 77; Some 100; Some 101; Some 102; Some 103; Some 75] [Some 31];
  CRow 52 76 [Some 88; Some 91; Some 90; Some 92; Some 86; Some 94; Some 93; Some 84; Some 96; Some 95; Some 97; Some 81; Some 99; Some 98; Some 100; Some 101; Some 102; Some 77; Some 103; Some 79; Some 104; Some 105; Some 106; Some 75] [None];
  CRow 53 75 [Some 92; Some 91; Some 90; Some 93; Some 95; Some 94; Some 86; Some 97; Some 96; Some 98; Some 99; Some 84; Some 100; Some 101; Some 102; Some 81; Some 79; Some 104; Some 105; Some 103; Some 106; Some 77] [Some 32];
  CRow 54 78 [Some 93; Some 94; Some 95; Some 91; Some 96; Some 97; Some 98; Some 86; Some 90; Some 100; Some 101; Some 102; Some 84; Some 99; Some 103; Some 104; Some 105; Some 81; Some 106; Some 107; Some 108; Some 109; Some 79; Some 77] [None];
  CRow 55 80 [Some 95; Some 94; Some 96; Some 97; Some 98; Some 99; Some 90; Some 91; Some 101; Some 100; Some 103; Some 86; Some 104; Some 105; Some 102; Some 106; Some 84; Some 107; Some 81; Some 109; Some 108; Some 110; Some 111; Some 112; Some 79] [None];
  CRow 56 79 [Some 96; Some 97; Some 98; Some 99; Some 100; Some 94; Some 101; Some 91; Some 90; Some 104; Some 102; Some 103; Some 86; Some 105; Some 107; Some 106; Some 108; Some 109; Some 84; Some 110; Some 111; Some 112; Some 81] [Some 34];
  CRow 57 82 [Some 98; Some 99; Some 100; Some 101; Some 97; Some 102; Some 94; Some 103; Some 91; Some 104; Some 105; Some 106; Some 107; Some 90; Some 108; Some 109; Some 86; Some 110; Some 111; Some 84; Some 113; Some 114; Some 112; Some 115; Some 81] [None];
  CRow 58 82 [Some 100; Some 101; Some 102; Some 99; Some 103; Some 104; Some 97; Some 105; Some 94; Some 106; Some 107; Some 108; Some 109; Some 91; Some 90; Some 110; Some 111; Some 112; Some 86; Some 114; Some 113; Some 115; Some 116; Some 84] [Some 35];
  CRow 59 85 [Some 102; Some 103; Some 101; Some 99; Some 105; Some 104; Some 106; Some 107; Some 97; Some 94; Some 109; Some 108; Some 110; Some 111; Some 91; Some 112; Some 113; Some 114; Some 90; Some 86; Some 116; Some 117; Some 118; Some 115; Some 119; Some 84] [None];
  CRow 60 84 [Some 104; Some 103; Some 105; Some 106; Some 107; Some 101; Some 99; Some 108; Some 109; Some 97; Some 110; Some 111; Some 112; Some 113; Some 94; Some 114; Some 115; Some 116; Some 91; Some 117; Some 90; Some 119; Some 118; Some 86] [Some 36];
  CRow 61 87 [Some 105; Some 106; Some 103; Some 108; Some 107; Some 109; Some 110; Some 101; Some 99; Some 111; Some 97; Some 113; Some 112; Some 114; Some 115; Some 94; Some 117; Some 116; Some 118; Some 119; Some 91; Some 90; Some 120; Some 121; Some 122; Some 86] [None];
  CRow 62 88 [Some 107; Some 108; Some 106; Some 109; Some 103; Some 111; Some 110; Some 112; Some 113; Some 99; Some 114; Some 101; Some 115; Some 116; Some 117; Some 97; Some 118; Some 119; Some 120; Some 94; Some 121; Some 91; Some 122; Some 123; Some 124; Some 90] [Some 37];
  CRow 63 91 [Some 109; Some 110; Some 108; Some 106; Some 112; Some 111; Some 103; Some 114; Some 101; Some 115; Some 99; Some 113; Some 117; Some 116; Some 118; Some 119; Some 97; Some 121; Some 120; Some 122; Some 123; Some 94; Some 124; Some 125; Some 126; Some 91; Some 127; Some 90] [None];
  CRow 64 92 [Some 111; Some 110; Some 108; Some 113; Some 112; Some 106; Some 115; Some 114; Some 116; Some 103; Some 117; Some 101; Some 118; Some 119; Some 120; Some 99; Some 122; Some 121; Some 123; Some 124; Some 97; Some 125; Some 94; Some 127; Some 126; Some 128; Some 129; Some 91] [None];
  CRow 65 92 [Some 112; Some 110; Some 114; Some 108; Some 113; Some 116; Some 115; Some 117; Some 118; Some 119; Some 103; Some 106; Some 120; Some 121; Some 122; Some 123; Some 99; Some 124; Some 101; Some 125; Some 126; Some 127; Some 97; Some 128; Some 129; Some 130; Some 94] [Some 39];
  CRow 66 95 [Some 113; Some 115; Some 114; Some 110; Some 117; Some 116; Some 118; Some 108; Some 120; Some 119; Some 121; Some 103; Some 106; Some 123; Some 124; Some 101; Some 125; Some 122; Some 126; Some 127; Some 99; Some 128; Some 129; Some 97; Some 131; Some 130; Some 132; Some 133; Some 94] [None];
  CRow 67 95 [Some 116; Some 115; Some 114; Some 118; Some 117; Some 110; Some 119; Some 121; Some 120; Some 122; Some 123; Some 108; Some 124; Some 106; Some 125; Some 126; Some 103; Some 127; Some 128; Some 129; Some 130; Some 101; Some 99; Some 132; Some 131; Some 133; Some 134; Some 97] [Some 40];
  CRow 68 98 [Some 117; Some 115; Some 119; Some 118; Some 120; Some 114; Some 122; Some 121; Some 123; Some 110; Some 124; Some 125; Some 108; Some 126; Some 127; Some 128; Some 129; Some 103; Some 106; Some 131; Some 130; Some 132; Some 133; Some 99; Some 134; Some 101; Some 135; Some 136; Some 137; Some 97] [None];
  CRow 69 97 [Some 118; Some 120; Some 119; Some 121; Some 115; Some 123; Some 122; Some 124; Some 125; Some 126; Some 114; Some 110; Some 127; Some 108; Some 129; Some 128; Some 130; Some 131; Some 132; Some 106; Some 133; Some 103; Some 101; Some 135; Some 136; Some 134; Some 137; Some 99] [Some 41];
  CRow 70 100 [Some 121; Some 120; Some 119; Some 122; Some 124; Some 123; Some 125; Some 115; Some 127; Some 126; Some 128; Some 114; Some 110; Some 130; Some 131; Some 129; Some 132; Some 133; Some 108; Some 134; Some 135; Some 136; Some 137; Some 103; Some 138; Some 139; Some 106; Some 140; Some 101; Some 99] [None];
  CRow 71 102 [Some 122; Some 123; Some 120; Some 125; Some 124; Some 119; Some 126; Some 115; Some 127; Some 129; Some 128; Some 130; Some 131; Some 110; Some 132; Some 114; Some 134; Some 133; Some 135; Some 108; Some 137; Some 136; Some 106; Some 139; Some 103; Some 138; Some 141; Some 140; Some 142; Some 143; Some 101] [None];
  CRow 72 101 [Some 124; Some 123; Some 126; Some 125; Some 120; Some 127; Some 128; Some 129; Some 130; Some 131; Some 119; Some 132; Some 114; Some 115; Some 133; Some 135; Some 134; Some 136; Some 110; Some 138; Some 139; Some 137; Some 140; Some 108; Some 141; Some 142; Some 106; Some 143; Some 103] [Some 43];
  CRow 73 104 [Some 125; Some 127; Some 126; Some 128; Some 129; Some 123; Some 120; Some 131; Some 130; Some 132; Some 133; Some 134; Some 135; Some 119; Some 115; Some 114; Some 137; Some 136; Some 139; Some 110; Some 138; Some 141; Some 140; Some 142; Some 143; Some 108; Some 144; Some 145; Some 146; Some 147; Some 103] [None];
  CRow 74 104 [Some 128; Some 127; Some 126; Some 130; Some 129; Some 131; Some 132; Some 123; Some 120; Some 134; Some 133; Some 136; Some 135; Some 137; Some 138; Some 115; Some 139; Some 119; Some 140; Some 141; Some 114; Some 142; Some 143; Some 110; Some 144; Some 145; Some 108; Some 147; Some 146; Some 106] [Some 44];
  CRow 75 107 [Some 129; Some 127; Some 131; Some 130; Some 132; Some 126; Some 133; Some 134; Some 135; Some 123; Some 137; Some 136; Some 120; Some 139; Some 119; Some 138; Some 140; Some 141; Some 142; Some 143; Some 115; Some 114; Some 144; Some 145; Some 146; Some 110; Some 148; Some 149; Some 147; Some 150; Some 108; Some 106] [None];
  CRow 76 109 [Some 130; Some 132; Some 131; Some 133; Some 127; Some 134; Some 135; Some 126; Some 136; Some 138; Some 123; Some 139; Some 137; Some 140; Some 120; Some 141; Some 142; Some 119; Some 144; Some 143; Some 145; Some 115; Some 146; Some 147; Some 148; Some 114; Some 110; Some 149; Some 151; Some 150; Some 152; Some 153; Some 108] [None];
  CRow 77 108 [Some 133; Some 132; Some 134; Some 135; Some 136; Some 131; Some 127; Some 137; Some 139; Some 126; Some 138; Some 140; Some 141; Some 123; Some 142; Some 120; Some 143; Some 145; Some 144; Some 146; Some 147; Some 148; Some 119; Some 149; Some 150; Some 115; Some 151; Some 114; Some 152; Some 153; Some 110] [Some 46];
  CRow 78 111 [Some 134; Some 135; Some 136; Some 132; Some 137; Some 138; Some 139; Some 131; Some 140; Some 141; Some 127; Some 142; Some 143; Some 144; Some 145; Some 123; Some 120; Some 146; Some 126; Some 148; Some 147; Some 149; Some 150; Some 119; Some 151; Some 152; Some 153; Some 115; Some 114; Some 154; Some 155; Some 156; Some 110] [None];
  CRow 79 112 [Some 136; Some 137; Some 135; Some 138; Some 139; Some 132; Some 140; Some 141; Some 142; Some 131; Some 143; Some 144; Some 145; Some 146; Some 126; Some 127; Some 123; Some 147; Some 149; Some 150; Some 148; Some 120; Some 151; Some 152; Some 153; Some 154; Some 155; Some 119; Some 115; Some 156; Some 157; Some 158; Some 114] [Some 47];
  CRow 80 115 [Some 138; Some 137; Some 139; Some 140; Some 135; Some 141; Some 142; Some 143; Some 132; Some 131; Some 145; Some 146; Some 144; Some 147; Some 148; Some 149; Some 150; Some 123; Some 126; Some 127; Some 151; Some 152; Some 120; Some 154; Some 155; Some 153; Some 156; Some 157; Some 158; Some 119; Some 159; Some 160; Some 115; Some 161; Some 114] [None];
  CRow 81 116 [Some 139; Some 140; Some 137; Some 141; Some 142; Some 143; Some 144; Some 135; Some 145; Some 146; Some 132; Some 147; Some 131; Some 149; Some 148; Some 151; Some 127; Some 152; Some 150; Some 126; Some 153; Some 154; Some 123; Some 156; Some 157; Some 155; Some 120; Some 159; Some 158; Some 160; Some 119; Some 161; Some 162; Some 163; Some 115] [None];
  CRow 82 117 [Some 141; Some 142; Some 140; Some 143; Some 137; Some 145; Some 144; Some 146; Some 147; Some 135; Some 148; Some 149; Some 132; Some 150; Some 152; Some 151; Some 131; Some 153; Some 154; Some 127; Some 155; Some 156; Some 157; Some 123; Some 126; Some 158; Some 160; Some 159; Some 120; Some 161; Some 162; Some 163; Some 164; Some 165; Some 119] [Some 49];
  CRow 83 120 [Some 143; Some 142; Some 144; Some 145; Some 140; Some 146; Some 147; Some 137; Some 148; Some 149; Some 135; Some 150; Some 151; Some 153; Some 152; Some 154; Some 132; Some 155; Some 131; Some 156; Some 157; Some 158; Some 159; Some 160; Some 127; Some 126; Some 161; Some 123; Some 162; Some 120; Some 164; Some 165; Some 163; Some 166; Some 167; Some 168; Some 119] [None];
  CRow 84 121 [Some 144; Some 145; Some 146; Some 147; Some 142; Some 148; Some 140; Some 149; Some 150; Some 151; Some 137; Some 152; Some 154; Some 135; Some 153; Some 155; Some 156; Some 157; Some 132; Some 131; Some 159; Some 158; Some 161; Some 160; Some 162; Some 127; Some 163; Some 164; Some 165; Some 123; Some 166; Some 167; Some 126; Some 120; Some 169; Some 170; Some 168] [Some 50];
  CRow 85 121 [Some 146; Some 147; Some 148; Some 145; Some 149; Some 142; Some 150; Some 151; Some 140; Some 152; Some 153; Some 155; Some 154; Some 156; Some 137; Some 157; Some 158; Some 135; Some 159; Some 132; Some 131; Some 162; Some 161; Some 163; Some 160; Some 164; Some 165; Some 166; Some 126; Some 127; Some 123; Some 167; Some 168; Some 170; Some 169; Some 120] [None];
  CRow 86 121 [Some 148; Some 149; Some 147; Some 150; Some 151; Some 152; Some 153; Some 145; Some 142; Some 154; Some 140; Some 155; Some 157; Some 156; Some 158; Some 159; Some 160; Some 161; Some 137; Some 135; Some 132; Some 162; Some 164; Some 163; Some 165; Some 131; Some 167; Some 166; Some 168; Some 169; Some 170; Some 127; Some 126; Some 171; Some 123] [Some 51];
  CRow 87 124 [Some 150; Some 149; Some 151; Some 152; Some 147; Some 154; Some 153; Some 155; Some 145; Some 156; Some 157; Some 142; Some 158; Some 159; Some 160; Some 140; Some 162; Some 161; Some 163; Some 164; Some 135; Some 165; Some 137; Some 166; Some 167; Some 132; Some 131; Some 169; Some 168; Some 171; Some 170; Some 172; Some 127; Some 173; Some 174; Some 175; Some 123] [None];
  CRow 88 125 [Some 151; Some 152; Some 149; Some 153; Some 155; Some 154; Some 147; Some 156; Some 157; Some 145; Some 158; Some 159; Some 142; Some 161; Some 162; Some 160; Some 163; Some 164; Some 165; Some 137; Some 166; Some 135; Some 140; Some 168; Some 169; Some 167; Some 132; Some 170; Some 172; Some 171; Some 131; Some 173; Some 174; Some 175; Some 176; Some 126; Some 127] [Some 52];
  CRow 89 127 [Some 153; Some 154; Some 155; Some 152; Some 156; Some 157; Some 147; Some 149; Some 158; Some 159; Some 160; Some 161; Some 145; Some 163; Some 164; Some 142; Some 162; Some 166; Some 140; Some 167; Some 165; Some 168; Some 137; Some 170; Some 169; Some 171; Some 135; Some 173; Some 172; Some 174; Some 132; Some 175; Some 131; Some 177; Some 176; Some 178; Some 179; Some 126] [None];
  CRow 90 128 [Some 155; Some 154; Some 156; Some 152; Some 158; Some 157; Some 159; Some 160; Some 149; Some 161; Some 147; Some 162; Some 164; Some 145; Some 165; Some 166; Some 163; Some 167; Some 168; Some 142; Some 169; Some 170; Some 140; Some 171; Some 172; Some 173; Some 174; Some 135; Some 175; Some 137; Some 176; Some 177; Some 132; Some 131; Some 179; Some 178; Some 180; Some 127] [None];
  CRow 91 129 [Some 156; Some 157; Some 158; Some 154; Some 159; Some 160; Some 161; Some 162; Some 152; Some 163; Some 149; Some 165; Some 166; Some 164; Some 147; Some 167; Some 145; Some 169; Some 168; Some 170; Some 171; Some 142; Some 172; Some 140; Some 174; Some 175; Some 137; Some 173; Some 176; Some 177; Some 178; Some 135; Some 179; Some 132; Some 180; Some 181; Some 182; Some 131] [Some 54];
  CRow 92 132 [Some 158; Some 157; Some 159; Some 160; Some 161; Some 162; Some 163; Some 154; Some 152; Some 164; Some 166; Some 165; Some 149; Some 167; Some 168; Some 169; Some 170; Some 147; Some 171; Some 172; Some 145; Some 173; Some 142; Some 175; Some 176; Some 174; Some 177; Some 178; Some 140; Some 179; Some 180; Some 181; Some 137; Some 135; Some 182; Some 183; Some 184; Some 132; Some 185; Some 131] [None];
  CRow 93 133 [Some 159; Some 160; Some 161; Some 162; Some 163; Some 164; Some 157; Some 165; Some 154; Some 167; Some 168; Some 152; Some 169; Some 170; Some 149; Some 171; Some 166; Some 172; Some 173; Some 174; Some 175; Some 147; Some 145; Some 142; Some 176; Some 178; Some 177; Some 179; Some 180; Some 140; Some 182; Some 181; Some 183; Some 184; Some 135; Some 185; Some 137; Some 186; Some 187; Some 132] [None];
  CRow 94 133 [Some 161; Some 162; Some 163; Some 164; Some 160; Some 165; Some 166; Some 167; Some 157; Some 169; Some 168; Some 154; Some 171; Some 152; Some 172; Some 170; Some 173; Some 149; Some 175; Some 174; Some 176; Some 177; Some 178; Some 145; Some 179; Some 147; Some 180; Some 181; Some 142; Some 183; Some 182; Some 184; Some 185; Some 137; Some 186; Some 187; Some 140; Some 188; Some 135] [Some 56];
  CRow 95 136 [Some 163; Some 164; Some 165; Some 166; Some 162; Some 160; Some 168; Some 169; Some 167; Some 170; Some 171; Some 154; Some 172; Some 157; Some 173; Some 152; Some 174; Some 176; Some 177; Some 175; Some 178; Some 149; Some 147; Some 180; Some 145; Some 181; Some 182; Some 179; Some 184; Some 142; Some 185; Some 183; Some 140; Some 187; Some 186; Some 188; Some 189; Some 190; Some 191; Some 137; Some 135] [None];
  CRow 96 138 [Some 165; Some 166; Some 167; Some 164; Some 162; Some 169; Some 168; Some 170; Some 160; Some 172; Some 157; Some 171; Some 173; Some 154; Some 174; Some 175; Some 177; Some 176; Some 152; Some 179; Some 180; Some 178; Some 181; Some 149; Some 182; Some 147; Some 183; Some 185; Some 184; Some 145; Some 186; Some 187; Some 188; Some 142; Some 189; Some 190; Some 140; Some 192; Some 191; Some 193; Some 194; Some 137] [None];
  CRow 97 138 [Some 167; Some 168; Some 166; Some 164; Some 170; Some 171; Some 172; Some 162; Some 160; Some 169; Some 173; Some 174; Some 175; Some 157; Some 176; Some 154; Some 178; Some 177; Some 180; Some 179; Some 181; Some 182; Some 152; Some 183; Some 149; Some 184; Some 186; Some 185; Some 187; Some 188; Some 145; Some 189; Some 147; Some 190; Some 191; Some 142; Some 193; Some 192; Some 194; Some 195; Some 140] [Some 58];
  CRow 98 141 [Some 169; Some 168; Some 170; Some 166; Some 172; Some 171; Some 173; Some 174; Some 175; Some 164; Some 176; Some 162; Some 177; Some 178; Some 157; Some 179; Some 180; Some 160; Some 154; Some 182; Some 183; Some 181; Some 184; Some 185; Some 152; Some 149; Some 186; Some 188; Some 187; Some 147; Some 190; Some 189; Some 191; Some 192; Some 145; Some 194; Some 142; Some 195; Some 193; Some 196; Some 197; Some 198; Some 140] [None];
  CRow 99 140 [Some 170; Some 168; Some 171; Some 173; Some 174; Some 166; Some 175; Some 172; Some 176; Some 177; Some 164; Some 162; Some 179; Some 160; Some 180; Some 178; Some 157; Some 181; Some 183; Some 184; Some 182; Some 185; Some 154; Some 186; Some 187; Some 152; Some 189; Some 190; Some 188; Some 191; Some 149; Some 192; Some 193; Some 194; Some 195; Some 147; Some 145; Some 196; Some 197; Some 198; Some 142] [Some 59];
  CRow 100 143 [Some 171; Some 172; Some 174; Some 173; Some 175; Some 168; Some 176; Some 166; Some 178; Some 177; Some 179; Some 180; Some 164; Some 181; Some 162; Some 182; Some 183; Some 184; Some 160; Some 157; Some 186; Some 187; Some 185; Some 188; Some 154; Some 190; Some 152; Some 189; Some 192; Some 191; Some 193; Some 149; Some 195; Some 196; Some 194; Some 197; Some 198; Some 145; Some 199; Some 147; Some 200; Some 201; Some 142] [None]
].

Close Scope N_scope.

(* One run of the checker, by the virtual machine at the Qed. *)
Lemma claim_checks : check (claim_tables claim_top100) = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem P_positions_top100 : forall c b r, rows3 100 [c; b; r] ->
  (chomp_P [c; b; r] <-> claimed claim_top100 r b c).
Proof. exact (claim_P_positions claim_top100 claim_checks). Qed.

Print Assumptions P_positions_top100.
