//===- LpfOps.td - lpf operations --------------------------*- tablegen -*-===//
//
// Operand types are deliberately `AnyType`: the verifiers (LpfVerify.cpp) check them so that every
// rejection carries a stable [E09xx] code, names both types and suggests the fix.
//
//===----------------------------------------------------------------------===//

#ifndef LPF_OPS
#define LPF_OPS

include "LpfTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Lpf_Op<string mnemonic, list<Trait> traits = []>
    : Op<Lpf_Dialect, mnemonic, !listconcat([Pure], traits)> {
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

def Lpf_ConstantOp : Lpf_Op<"constant", [ConstantLike]> {
  let summary = "a constant of any lpf element type, kept as its exact literal spelling";
  let description = [{
    `value` holds the literal exactly as written, never a pre-rounded binary value: a decimal
    literal is rounded once, directly from its decimal digits, into the result format (so
    `1.0625000000000000001 : f8E4M3FN` rounds up, where a detour through f64 would tie to even),
    and a hexadecimal literal `0x..` is the raw bit pattern of the result format. Scalars store a
    string attribute, tensors an array of strings in row-major order (or one string, splatted);
    the custom form writes a tensor's literals as `dense<[...]>` with the result's nesting. A tensor without elements is `dense<>`; a tf32 raw pattern has its low
    13 bits zero (E0912 otherwise); `1e10` and `0X7E` are printed `1.0e10` and `0x7E`, the same value
    in a spelling MLIR's lexer reads back. The value is rounded to nearest, ties to even, with the format's default
    overflow; write an `lpf.convert` from a wider constant for anything else.

    Example:

    ```mlir
    %k = lpf.constant 0.1 : f8E4M3FN
    %v = lpf.constant dense<[1.5, -2.0, 0x7E]> : tensor<3xf8E4M3FN>
    %s = lpf.constant -0.25 : !lpf.sf<8>
    ```
  }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// convert
//===----------------------------------------------------------------------===//

def Lpf_ConvertOp : Lpf_Op<"convert"> {
  let summary = "convert between number formats with one explicit rounding";
  let description = [{
    Converts each element to the result format: the exact source value is rounded once by
    `rounding` (default `to_nearest_even`; upstream `arith` names), and values beyond the
    result's range follow `overflow`: `saturate` clamps to ±max finite, `nan_or_inf` gives
    ±infinity where the format has it and NaN otherwise (the ml_dtypes/XLA behaviour). Without
    an `overflow` attribute: f8E4M3FN saturates (SFEP-0054), formats with infinity overflow to
    infinity, formats with neither infinity nor NaN (FP6, FP4, SFx) always saturate (and reject
    `overflow(nan_or_inf)`). A NaN into a
    format without NaN (FP6, FP4, SFx) gives +0. Source and result have the same shape.

    Stochastic rounding: `rounding(stochastic)`, `rounding(stochastic_odd)`,
    `rounding(stochastic_fast)` or `rounding(stochastic_fastest)` (IEEE P3109's modes with
    Graphcore gfloat's meanings, computed exactly; docs/formats.md "Stochastic rounding") take
    a second operand of random bits, an i32 (scalar input) or a tensor of i32 of the result's
    shape, and `random_bits(N)`, 1 <= N <= 32: each element rounds away from zero or not by
    the low N bits of its random word. The operand is present exactly when the mode is
    stochastic, and `random_bits` with it (E0912 otherwise). Overflow is as for the nearest
    modes.

    Example:

    ```mlir
    %y = lpf.convert %x : tensor<4xf32> to tensor<4xf8E4M3FN>
    %z = lpf.convert %w rounding(toward_zero) overflow(nan_or_inf) : f32 to f8E4M3FN
    %s = lpf.convert %x, %r rounding(stochastic) random_bits(8) : tensor<4xf32>, tensor<4xi32>
           to tensor<4xf8E4M3FN>
    ```
  }];
  let arguments = (ins AnyType:$input, Optional<AnyType>:$random,
                       OptionalAttr<Lpf_RoundingMode>:$rounding,
                       OptionalAttr<Lpf_StochasticMode>:$stochastic,
                       OptionalAttr<I32Attr>:$random_bits,
                       OptionalAttr<Lpf_OverflowMode>:$overflow);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Elementwise arithmetic
//===----------------------------------------------------------------------===//

class Lpf_BinaryOp<string mnemonic, string what> : Lpf_Op<mnemonic, [Elementwise]> {
  let summary = "elementwise " # what # ", correctly rounded in the operand type";
  let description = [{
    Both operands and the result have one type (E0911 otherwise). The exact result is rounded
    once by `rounding` (default `to_nearest_even`). Allowed on f16, bf16, tf32, f32, f64 and
    !lpf.gf16; on !lpf.sf<N>, add and sub are exact then saturate, mul rounds by its rounding
    mode then saturates, and div is rejected. FP8/FP6/FP4, E8M0 and P3109 operands are rejected
    (E0914): convert them to a wider format first. The custom form names the one type
    (`: T`); the functional form `: (T1, T2) -> T3` is accepted too (so that a mixed-type
    mistake reaches the verifier's E0911) and printed only when the types differ.

    Stochastic rounding, as `lpf.convert`'s: `rounding(stochastic)`, `stochastic_odd`,
    `stochastic_fast` or `stochastic_fastest` take a third operand of random bits (an i32 for
    a scalar result, else a tensor of i32 of the result's shape; written `: T, R`) and
    `random_bits(N)`, 1 <= N <= 32; the exact result is rounded once by that mode from the low
    N bits of its element's word (E0912 for a missing or mistyped operand or N).

    Example:

    ```mlir
    %s = lpf.}] # mnemonic # [{ %a, %b : tensor<8xbf16>
    %m = lpf.}] # mnemonic # [{ %a, %b rounding(toward_zero) : f16
    %r = lpf.}] # mnemonic # [{ %a, %b, %bits rounding(stochastic) random_bits(8) : tensor<8xbf16>, tensor<8xi32>
    ```
  }];
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, Optional<AnyType>:$random,
                       OptionalAttr<Lpf_RoundingMode>:$rounding,
                       OptionalAttr<Lpf_StochasticMode>:$stochastic,
                       OptionalAttr<I32Attr>:$random_bits);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def Lpf_AddOp : Lpf_BinaryOp<"add", "addition">;
def Lpf_SubOp : Lpf_BinaryOp<"sub", "subtraction">;
def Lpf_MulOp : Lpf_BinaryOp<"mul", "multiplication">;
def Lpf_DivOp : Lpf_BinaryOp<"div", "division">;

def Lpf_NegOp : Lpf_Op<"neg", [Elementwise]> {
  let summary = "elementwise negation";
  let description = [{
    Flips the sign of every element (exact; NaN stays NaN). Unary minus is arithmetic in the
    contract (SFEP-0054 §3.5), so it has the binary ops' format rule: allowed on f16, bf16,
    tf32, f32, f64, !lpf.gf16 and !lpf.sf<N> (where -0 is canonicalised to +0); FP8/FP6/FP4,
    E8M0 and P3109 operands are rejected (E0914): convert them to a wider format first.

    Example:

    ```mlir
    %n = lpf.neg %a : f16
    ```
  }];
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def Lpf_ReluOp : Lpf_Op<"relu", [Elementwise, AllTypesMatch<["operand", "result"]>]> {
  let summary = "elementwise ReLU, max(x, +0)";
  let description = [{
    A negative element (-0 included) becomes +0; NaN stays NaN; every other element is unchanged,
    so the op is exact in every format. Allowed on the formats `lpf.neg` allows (f16, bf16, tf32,
    f32, f64, !lpf.gf16, !lpf.sf<N>; E0914 otherwise). On SF16 it is the Atreides ACT ReLU.

    Example:

    ```mlir
    %r = lpf.relu %x : tensor<8x!lpf.sf<16>>
    ```
  }];
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

def Lpf_LeakyReluOp : Lpf_Op<"leaky_relu", [Elementwise, AllTypesMatch<["operand", "result"]>]> {
  let summary = "elementwise leaky ReLU with slope 2^-7";
  let description = [{
    An element x >= +0 (or NaN) is unchanged; a negative x (-0 included) becomes the exact
    x * 2^-7 rounded once by `rounding` (default `to_nearest_even`) in the operand's format
    (-0 stays -0 where the format has it; SuperFloat gives +0). The slope is the Atreides ACT
    leaky ReLU's: on SF16, `rounding(toward_zero)` is exactly that instruction (the magnitude
    shifted right by 7, the sign kept). Allowed on the formats `lpf.neg` allows (E0914 otherwise).

    Example:

    ```mlir
    %r = lpf.leaky_relu %x rounding(toward_zero) : tensor<8x!lpf.sf<16>>
    ```
  }];
  let arguments = (ins AnyType:$operand, OptionalAttr<Lpf_RoundingMode>:$rounding);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand (`rounding` `(` $rounding^ `)`)? attr-dict `:` type($operand)";
}

def Lpf_CmpOp : Lpf_Op<"cmp", [Elementwise]> {
  let summary = "elementwise comparison with arith.cmpf's predicates";
  let description = [{
    Compares exactly (no rounding), so every lpf format is allowed; both operands must have one
    type (E0911). The result is `i1`, or a tensor of `i1` of the operands' shape. Predicates are
    `arith.cmpf`'s: `false`, `oeq`, `ogt`, `oge`, `olt`, `ole`, `one`, `ord`, `ueq`, `ugt`,
    `uge`, `ult`, `ule`, `une`, `uno`, `true` (o = ordered: false if either is NaN; u =
    unordered: true if either is NaN).

    Example:

    ```mlir
    %p = lpf.cmp olt, %a, %b : f16
    %q = lpf.cmp uno, %x, %y : tensor<4xf8E4M3FN>
    ```
  }];
  let arguments = (ins Lpf_CmpPredicate:$predicate, AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Contractions and reductions
//===----------------------------------------------------------------------===//

def Lpf_DotOp : Lpf_Op<"dot"> {
  let summary = "matrix product with an explicit accumulator type";
  let description = [{
    `lhs` is `[B..., M, K]`, `rhs` is `[B..., K, N]` (the same leading batch dimensions, possibly
    none), the result is `[B..., M, N]` of the accumulator type. The operands may have different
    element types; each element is widened exactly to the accumulator, each product and each
    addition is rounded in the accumulator type, in the order k = 0, 1, 2, ... from +0 (no
    reassociation, no hidden wider accumulator, no flush to zero).

    `acc` is `f32` (default) or `f64` (E0913 otherwise, or when an operand does not widen exactly
    to it). On SuperFloat operands, `acc(!lpf.sf<16>)` selects the SF16 hardware accumulation
    (truncated products, saturation at every step). The result's element type is the
    accumulator's; a narrower result is one explicit `lpf.convert` afterwards (E0912).

    `hardware("unit")` replaces that meaning by a matrix unit's arithmetic (formats.md,
    "Hardware arithmetic"): the dot is the chain of the unit's instruction for these operand and
    result types over consecutive k-slices of its native k, from +0, slice 0 first, each step
    computing exactly what the instruction computes (truncated fused dot-product-add and its
    relatives). The unit must be one lpf models and have an instruction for the pair
    (E0913 otherwise, naming the unit); `acc` is the instruction's result type (`f32`, or `f16`
    where the unit has f16 results); a static K must be a multiple of the native k (E0912).

    Example:

    ```mlir
    %c = lpf.dot %a, %b acc(f32) : tensor<4x32xf8E4M3FN>, tensor<32x8xf8E5M2> -> tensor<4x8xf32>
    %w = lpf.dot %p, %q acc(f32) hardware("nvidia.hopper.wgmma") : tensor<64x256xf8E4M3FN>, tensor<256x128xf8E4M3FN> -> tensor<64x128xf32>
    %h = lpf.dot %x, %w acc(!lpf.sf<16>) : tensor<2x8x!lpf.sf<8>>, tensor<8x2x!lpf.sf<8>> -> tensor<2x2x!lpf.sf<16>>
    ```
  }];
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, OptionalAttr<TypeAttr>:$acc,
                       OptionalAttr<StrAttr>:$hardware);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`acc` `(` $acc^ `)`)? (`hardware` `(` $hardware^ `)`)? attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

def Lpf_ConvOp : Lpf_Op<"conv"> {
  let summary = "convolution with an explicit accumulator type (a contraction over windows)";
  let description = [{
    A convolution in StableHLO's geometry with a fixed, channels-last layout: `lhs` is
    `[N, S_1, ..., S_d, C]` (d >= 1 spatial dimensions), `rhs` is `[W_1, ..., W_d, C / G, O]`
    and the result is `[N / BG, P_1, ..., P_d, O]`, where G = `feature_group_count` and BG =
    `batch_group_count` (at most one of them above 1; C and O divisible by G, N and O by BG).
    The attributes, named as StableHLO names them, default to the identity: `window_strides`
    (s_i, default 1), `padding` (flat `[lo_1, hi_1, ..., lo_d, hi_d]`, default 0; negative
    values crop), `lhs_dilation` (ld_i, default 1) and `rhs_dilation` (rd_i, default 1). The
    dilated, padded input has extent E_i = (S_i - 1) ld_i + 1 + lo_i + hi_i, the dilated window
    D_i = (W_i - 1) rd_i + 1, and P_i = (E_i - D_i) / s_i + 1 (floor), or 0 when E_i < D_i.

    Result element (n, p_1..p_d, o) is an ordered contraction, as `lpf.dot`'s: with feature
    group g = o / (O / G), batch group b = o / (O / BG), it is the sum, from +0, over
    k = (w_1, ..., w_d, c) in row-major order (kh, kw, ci: the input channel c < C / G
    innermost) of `round(x * rhs[w_1, ..., w_d, c, o])`, each product and each addition rounded
    in the accumulator (RNE, no flush to zero). x is the element of the dilated, padded lhs at
    batch b (N / BG) + n, channel g (C / G) + c and position q_i = p_i s_i + w_i rd_i - lo_i:
    `lhs[.., q_i / ld_i, ..]` when q_i >= 0, q_i is a multiple of ld_i and q_i / ld_i < S_i,
    else +0. Padding and dilation holes are +0 terms like any other (+0 x inf is NaN, as
    StableHLO pads with zeros). Each output has K = W_1 ... W_d (C / G) terms.

    `acc` is `f32` (default) or `f64`, with `lpf.dot`'s rules (E0913). The result's element
    type is the accumulator's (E0912; a narrower result is one explicit `lpf.convert`). A rank,
    attribute length, divisibility or result shape that does not fit is E0912, naming the
    attribute or the expected shape.

    `hardware("unit")` (after `acc(...)`) gives each output a matrix unit's arithmetic instead,
    as `lpf.dot ... hardware("unit")` has it (docs/formats.md "Hardware arithmetic"): the unit's
    dot of the output's K terms in the k order above, the lhs elements x (+0 in the lhs format
    at a padding or dilation hole) against the rhs elements, i.e. the chain of the unit's
    instruction over consecutive k-slices of its native k from +0. The operand and result
    types pick the instruction and are checked as `lpf.dot`'s: a unit lpf does not model or a
    result type the unit lacks for the pair is E0913, an operand pair it lacks E0911, and K
    not a multiple of the instruction's k E0912 (lpf does not pad K: a zero-padded slice is
    a different computation). So the convolution is the hardware dot of its im2col matrix
    `[N/BG x P_1 ... P_d, K]` (rows in the result's order, columns in the k order) with the
    kernel reshaped to `[K, O/G]`, per feature or batch group. `lpf-decompose-conv` (part of
    `--lower-to-llvm`) rewrites it into exactly that: StableHLO data movement and one
    `lpf.dot ... hardware("unit")`; the StableHLO and Atreides exits refuse it (E0915), as
    they refuse the hardware dot.

    Example (stride 2, padding 1 / 1 in height and 1 / 2 in width, two feature
    groups: K = 3 x 3 x 2 = 18 terms per output):

    ```mlir
    %y = lpf.conv %x, %w acc(f32) {window_strides = array<i64: 2, 2>,
                                   padding = array<i64: 1, 1, 1, 2>,
                                   feature_group_count = 2 : i64}
        : tensor<1x8x8x4xbf16>, tensor<3x3x2x8xbf16> -> tensor<1x4x5x8xf32>
    // Hopper's wgmma, bf16 (k 16): K = 3 x 3 x 16 = 144 terms per output.
    %h = lpf.conv %a, %k acc(f32) hardware("nvidia.hopper.wgmma") {padding = array<i64: 1, 1, 1, 1>}
        : tensor<1x8x8x16xbf16>, tensor<3x3x16x32xbf16> -> tensor<1x8x8x32xf32>
    ```
  }];
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, OptionalAttr<TypeAttr>:$acc,
                       OptionalAttr<StrAttr>:$hardware,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       DefaultValuedAttr<I64Attr, "1">:$feature_group_count,
                       DefaultValuedAttr<I64Attr, "1">:$batch_group_count);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`acc` `(` $acc^ `)`)? (`hardware` `(` $hardware^ `)`)? attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

def Lpf_ReduceSumOp : Lpf_Op<"reduce_sum"> {
  let summary = "sum over dimensions with an explicit accumulator type";
  let description = [{
    Sums `input` over the dimensions `dims` (distinct, in range), which are removed from the
    shape. Each element is widened exactly to the accumulator (`f32` by default, or `f64`; E0913
    otherwise), and the additions are rounded in the accumulator in row-major order of the reduced
    indices, starting from +0. The result's element type is the accumulator's.

    Example:

    ```mlir
    %r = lpf.reduce_sum %x dims [1] acc(f32) : tensor<4x8xbf16> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins AnyType:$input, DenseI64ArrayAttr:$dims, OptionalAttr<TypeAttr>:$acc);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $input `dims` $dims (`acc` `(` $acc^ `)`)? attr-dict `:` type($input) `->` type($result)
  }];
}

def Lpf_ScaledDotOp : Lpf_Op<"scaled_dot"> {
  let summary = "block-scaled matrix product (MX, NVFP4)";
  let description = [{
    A `dot` whose operands carry one scale per `block` consecutive elements along the contracted
    dimension: `lhs [B..., M, K]` with `lhs_scale [B..., M, K/block]`, `rhs [B..., K, N]` with
    `rhs_scale [B..., K/block, N]`. Each element is decoded and multiplied by its block's scale
    in the accumulator type, then accumulated exactly as `lpf.dot` does. The optional trailing
    `global_scale` (an f32 scalar, NVFP4's per-tensor scale) multiplies each accumulated result
    once, rounded in the accumulator type. MX uses `f8E8M0FNU` scales with block 32, NVFP4
    `f8E4M3FN` scales with block 16. `acc` is `f32` (default) or `f64`.

    `lpf-decompose-scaled-dot` rewrites it into `lpf.dequantize_block` + `lpf.dot` (+ `lpf.mul`)
    with identical results.

    `hardware("unit")` (after `acc(...)`) gives it a matrix unit's block-scaled instruction
    instead (docs/formats.md "Hardware arithmetic"): the chain of that instruction over k-slices
    of its native k from +0, each slice with its blocks' scales. The element, scale and result
    types and the block size pick the instruction: on `nvidia.blackwell.tcgen05`,
    `kind::mxf8f6f4` (any pair of f8E4M3FN, f8E5M2, f6E3M2FN, f6E2M3FN, f4E2M1FN; f8E8M0FNU
    scales per 32; k 32), `kind::mxf4` (f4E2M1FN, f8E8M0FNU per 32; k 64) and
    `kind::mxf4nvf4` (f4E2M1FN per 16 with f8E8M0FNU or f8E4M3FN scales, the latter read as
    ue4m3, sign ignored; k 64), f32 results. An element pair or mixed scale formats the unit
    lacks is E0911, a scale format/block or accumulator it lacks, a unit without block-scaled
    instructions or a per-tensor scale E0913, a static K not a multiple of the k E0912, each
    naming the unit. `lpf-decompose-scaled-dot` leaves it in place (it is not the ordered dot);
    the LLVM exit computes it bit for bit (docs/llvm.md, "Block-scaled instructions"; a K known
    only at run time is E0915); the StableHLO and Atreides exits refuse it (E0915).

    Example:

    ```mlir
    %c = lpf.scaled_dot %a [%as], %b [%bs] block(32) acc(f32)
         : tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>, tensor<64x8xf4E2M1FN>, tensor<2x8xf8E8M0FNU> -> tensor<4x8xf32>
    ```
  }];
  let arguments = (ins AnyType:$lhs, AnyType:$lhs_scale, AnyType:$rhs, AnyType:$rhs_scale,
                       Optional<AnyType>:$global_scale, I64Attr:$block,
                       OptionalAttr<TypeAttr>:$acc, OptionalAttr<StrAttr>:$hardware);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $lhs ` ` `[` $lhs_scale `]` `,` $rhs ` ` `[` $rhs_scale `]` (`,` $global_scale^)?
    `block` `(` $block `)` (`acc` `(` $acc^ `)`)? (`hardware` `(` $hardware^ `)`)? attr-dict
    `:` type($lhs) `,` type($lhs_scale) `,` type($rhs) `,` type($rhs_scale)
    (`,` type($global_scale)^)? `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Block quantisation
//===----------------------------------------------------------------------===//

def Lpf_QuantizeBlockOp : Lpf_Op<"quantize_block"> {
  let summary = "quantise to a block-scaled format (OCP MX or NVFP4 scale rule)";
  let description = [{
    Splits the blocked dimension of `input` (the one dimension whose size differs between
    `result` and `scale`; the last one when none does) into blocks of `block` elements and gives
    each block one scale from its largest magnitude amax. The scale's element type picks the
    rule: `f8E8M0FNU` the OCP MX rule, `f8E4M3FN` the NVFP4 rule. The input is f32, f64, f16 or
    bf16.

    **MX** (`f8E8M0FNU` scales; elements f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN or f4E2M1FN). The
    scale is a power of two 2^shared_exp; emax_elem is floor(log2) of the element format's
    largest finite value: 8 for f8E4M3FN (448), 15 for f8E5M2 (57344), 4 for f6E3M2FN (28), 2 for
    f6E2M3FN (7.5) and f4E2M1FN (6). (formats.md §2.5 lists 2 for E3M2; the OCP MX v1.0 spec and
    lpf-numerics both use 4, the value the format's largest finite value gives.)
    `scale_rounding` picks shared_exp:

    - `floor` (default, OCP MX v1.0): floor(log2(amax)) - emax_elem. The largest elements of a
      block may exceed the element range and saturate.
    - `ceil`: the smallest power of two with amax / 2^shared_exp <= the element's largest
      finite value, so nothing saturates; it is the `floor` exponent or one more.
    - `even`: floor(log2(amax')) - emax_elem, where amax' is amax rounded to nearest even to the
      element format's precision (its fraction bits, exponent unbounded): a block whose amax
      rounds up into the next binade gets the larger scale.

    shared_exp is clamped to E8M0's range -127..127; a block of zeros gets 2^-127, and a block
    holding a NaN or an infinity gets the NaN scale (0xFF) and NaN elements (+0 in FP6 and
    FP4, which have no NaN). Each element is v / 2^shared_exp rounded to nearest even and saturated.

    **NVFP4** (`f8E4M3FN` scales, formats.md §2.7; elements must be `f4E2M1FN` and `block` must
    be 16). The optional trailing `global_scale` g is an f32 scalar, finite and > 0 (1.0 when
    absent; lpf-run rejects any other value at run time). The block scale s is
    amax / (6 * g) rounded to nearest even into f8E4M3FN with the sign clear, saturating at 448
    (a block of zeros, or one whose scale underflows, gets s = 0 and +0 elements; a block holding
    a NaN gets the NaN scale 0x7F and +0 elements; an infinity gives amax = inf and s = 448).
    Each element is v / (s * g) rounded once to nearest even into f4E2M1FN and saturated at 6.
    `scale_rounding` belongs to the MX rule and is rejected here: NVFP4's scale is a rounded
    E4M3 value, not a power of two. `lpf.dequantize_block` with the same `g` decodes the result.

    Examples:

    ```mlir
    %q, %e = lpf.quantize_block %x block(32) scale_rounding(floor)
             : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>
    %n, %s = lpf.quantize_block %x, %g block(16)
             : tensor<4x64xf32>, f32 -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
    ```
  }];
  let arguments = (ins AnyType:$input, Optional<AnyType>:$global_scale, I64Attr:$block,
                       OptionalAttr<Lpf_ScaleRounding>:$scale_rounding);
  let results = (outs AnyType:$result, AnyType:$scale);
  let assemblyFormat = [{
    $input (`,` $global_scale^)? `block` `(` $block `)`
    (`scale_rounding` `(` $scale_rounding^ `)`)? attr-dict
    `:` type($input) (`,` type($global_scale)^)? `->` type($result) `,` type($scale)
  }];
}

def Lpf_DequantizeBlockOp : Lpf_Op<"dequantize_block"> {
  let summary = "decode a block-scaled tensor exactly";
  let description = [{
    Multiplies each element of `input` by the scale of its block (`block` consecutive elements
    along the one dimension whose size differs between `input` and `scale`; the last one when
    none does), in the result's element type, `f32` or `f64`. Scales are `f8E8M0FNU` (MX) or
    `f8E4M3FN` (NVFP4).

    The optional trailing `global_scale` g (an f32 scalar, NVFP4's per-tensor scale; only with
    `f8E4M3FN` scales) makes each value element * (s * g): s * g is exact (at most 4 x 24
    significant bits) and the product is rounded once, to nearest even, in the result type.
    So `lpf.dequantize_block` with g undoes `lpf.quantize_block` with g up to the quantisation
    error. (`lpf.scaled_dot` applies its per-tensor scale to the accumulated sum instead, so
    `lpf-decompose-scaled-dot` keeps its separate `lpf.mul`.)

    Examples:

    ```mlir
    %x = lpf.dequantize_block %q [%e] block(32)
         : tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU> -> tensor<4x64xf32>
    %y = lpf.dequantize_block %n [%s], %g block(16)
         : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, f32 -> tensor<4x64xf32>
    ```
  }];
  let arguments = (ins AnyType:$input, AnyType:$scale, Optional<AnyType>:$global_scale,
                       I64Attr:$block);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $input ` ` `[` $scale `]` (`,` $global_scale^)? `block` `(` $block `)` attr-dict
    `:` type($input) `,` type($scale) (`,` type($global_scale)^)? `->` type($result)
  }];
}

#endif // LPF_OPS
