// RUN: lpf-opt %s -split-input-file -verify-diagnostics

// E0910: format spellings that name no format, or more than one.
// expected-error@+1 {{[E0910] unknown lpf type 'fp8': ambiguous: write f8E4M3FN, f8E5M2, f8E4M3 or !lpf.p3109<8, P, ...>}}
func.func private @fp8(!lpf.fp8)

// -----

// expected-error@+1 {{[E0910] unknown lpf type 'fp8e4m3': ambiguous: write f8E4M3FN (OCP, max 448), f8E4M3 (IEEE-like, with inf) or f8E4M3FNUZ}}
func.func private @fp8e4m3(!lpf.fp8e4m3)

// -----

// expected-error@+1 {{[E0910] unknown lpf type 'fp8e5': write f8E5M2 (IEEE-like) or f8E5M2FNUZ}}
func.func private @fp8e5(!lpf.fp8e5)

// -----

// expected-error@+1 {{[E0910] unknown lpf type 'sf16': expected sf<N>, p3109<K, P, signed|unsigned, extended|finite> or gf16}}
func.func private @sf16(!lpf.sf16)

// -----

// expected-error@+1 {{[E0910] !lpf.sf<17> does not exist: SuperFloat widths are 2 to 16}}
func.func private @sf17(!lpf.sf<17>)

// -----

// expected-error@+1 {{[E0910] !lpf.sf<1> does not exist: SuperFloat widths are 2 to 16}}
func.func private @sf1(!lpf.sf<1>)

// -----

// expected-error@+1 {{[E0910] P3109 width K = 17 is out of range 3 to 16}}
func.func private @k17(!lpf.p3109<17, 4, signed, extended>)

// -----

// expected-error@+1 {{[E0910] P3109 precision P = 8 is out of range 1 to 7 for K = 8 signed}}
func.func private @p8(!lpf.p3109<8, 8, signed, finite>)

// -----

// expected-error@+1 {{[E0910] P3109 precision P = 0 is out of range 1 to 8 for K = 8 unsigned}}
func.func private @p0(!lpf.p3109<8, 0, unsigned, finite>)

// -----

// expected-error@+1 {{[E0910] expected 'signed' or 'unsigned', got 'sign'}}
func.func private @sign(!lpf.p3109<8, 4, sign, extended>)

// -----

// expected-error@+1 {{[E0910] expected 'extended' or 'finite', got 'inf'}}
func.func private @domain(!lpf.p3109<8, 4, signed, inf>)

// -----

// Parameters are reported as written, not as their unsigned wrap-around.
// expected-error@+1 {{[E0910] !lpf.sf<-1> does not exist: SuperFloat widths are 2 to 16}}
func.func private @sf_negative(!lpf.sf<-1>)

// -----

// expected-error@+1 {{[E0910] !lpf.sf<4294967298> does not exist: SuperFloat widths are 2 to 16}}
func.func private @sf_wraps_to_2(!lpf.sf<4294967298>)

// -----

// expected-error@+1 {{[E0910] P3109 width K = -1 is out of range 3 to 16}}
func.func private @k_negative(!lpf.p3109<-1, 4, signed, extended>)

// -----

// expected-error@+1 {{[E0910] P3109 precision P = -3 is out of range 1 to 7 for K = 8 signed}}
func.func private @p_negative(!lpf.p3109<8, -3, signed, extended>)

// -----

// gf16 has no parameters: one written is an error, not dropped.
// expected-error@+1 {{[E0910] unexpected '<1>' after '!lpf.gf16' (gf16 takes no parameters)}}
func.func private @gf16_parameter(!lpf.gf16<1>)

// -----

// expected-error@+1 {{[E0910] unexpected '<>' after '!lpf.gf16' (gf16 takes no parameters)}}
func.func private @gf16_empty(!lpf.gf16<>)
