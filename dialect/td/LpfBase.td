//===- LpfBase.td - the lpf dialect and its enumerations ---*- tablegen -*-===//
//
// The lpf dialect: low-precision floating-point values with explicit rounding, overflow and
// accumulation. The numbers themselves (encodings, rounding) live in the Rust numerics crate;
// this dialect only states which computation is asked for.
//
//===----------------------------------------------------------------------===//

#ifndef LPF_BASE
#define LPF_BASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Lpf_Dialect : Dialect {
  let name = "lpf";
  let cppNamespace = "::mlir::lpf";
  let summary = "Low-precision floating point with explicit rounding, overflow and accumulation";
  let description = [{
    The `lpf` dialect describes computations on low-precision number formats: MLIR's builtin
    `f16`, `bf16`, `tf32`, the FP8/FP6/FP4 and E8M0 types, and three families the builtin types
    lack: SuperFloat `!lpf.sf<N>` (sign + N-1 fraction bits, no exponent), IEEE P3109
    `!lpf.p3109<K, P, signed|unsigned, extended|finite>` and GoldenFloat `!lpf.gf16`.

    Every conversion states its rounding and overflow behaviour (defaults: round to nearest,
    ties to even; overflow per format, see `formats.md` §2), every contraction and reduction
    states its accumulator type (f32 by default), and mixed-type arithmetic is rejected: the
    verifiers enforce the contract of `formats.md` §3 with stable error codes `[E09xx]`.
    Every op accepts scalars and ranked tensors of these element types.

    | code | meaning |
    |---|---|
    | E0910 | ambiguous or unknown format spelling |
    | E0911 | mixed types in elementwise arithmetic or comparison |
    | E0912 | a value of one type (or shape) where another is required |
    | E0913 | invalid accumulator type |
    | E0914 | arithmetic on 8/6/4-bit floats, E8M0, P3109, or division of SuperFloat |
    | E0915 | a target that cannot lower a type or op |
  }];
  let useDefaultTypePrinterParser = 0;
  // Folded lpf.cmp results are i1 constants, which arith.constant holds.
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let hasConstantMaterializer = 1;
  // Hand-written parseType: unknown spellings such as `!lpf.fp8` get an E0910 diagnostic.
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type, ::mlir::DialectAsmPrinter &printer) const override;
    void registerTypes();
  }];
}

// Upstream `arith`'s rounding-mode names and values (`#arith.roundingmode`).
def Lpf_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"to_nearest_even", 0>,
    I32EnumAttrCase<"downward", 1>,
    I32EnumAttrCase<"upward", 2>,
    I32EnumAttrCase<"toward_zero", 3>,
    I32EnumAttrCase<"to_nearest_away", 4>]> {
  let cppNamespace = "::mlir::lpf";
}

// IEEE P3109's stochastic modes, with Graphcore gfloat's meanings (docs/formats.md "Stochastic
// rounding"). Written `rounding(stochastic)` etc.; the op then takes a random-bits operand.
def Lpf_StochasticMode : I32EnumAttr<"StochasticMode", "stochastic rounding mode", [
    I32EnumAttrCase<"stochastic", 0>,
    I32EnumAttrCase<"stochastic_odd", 1>,
    I32EnumAttrCase<"stochastic_fast", 2>,
    I32EnumAttrCase<"stochastic_fastest", 3>]> {
  let cppNamespace = "::mlir::lpf";
}

def Lpf_OverflowMode : I32EnumAttr<"OverflowMode", "overflow behaviour", [
    I32EnumAttrCase<"saturate", 0>,
    I32EnumAttrCase<"nan_or_inf", 1>]> {
  let cppNamespace = "::mlir::lpf";
}

// Upstream `arith.cmpf`'s predicate names and values.
def Lpf_CmpPredicate : I64EnumAttr<"CmpPredicate", "floating-point comparison predicate", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"oeq", 1>, I64EnumAttrCase<"ogt", 2>, I64EnumAttrCase<"oge", 3>,
    I64EnumAttrCase<"olt", 4>, I64EnumAttrCase<"ole", 5>, I64EnumAttrCase<"one", 6>,
    I64EnumAttrCase<"ord", 7>, I64EnumAttrCase<"ueq", 8>, I64EnumAttrCase<"ugt", 9>,
    I64EnumAttrCase<"uge", 10>, I64EnumAttrCase<"ult", 11>, I64EnumAttrCase<"ule", 12>,
    I64EnumAttrCase<"une", 13>, I64EnumAttrCase<"uno", 14>,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">]> {
  let cppNamespace = "::mlir::lpf";
}

// How a block quantiser rounds log2(max |v|) to the shared E8M0 exponent (formats.md §2.5).
def Lpf_ScaleRounding : I32EnumAttr<"ScaleRounding", "block-scale rounding", [
    I32EnumAttrCase<"floor", 0>,
    I32EnumAttrCase<"ceil", 1>,
    I32EnumAttrCase<"even", 2>]> {
  let cppNamespace = "::mlir::lpf";
}

#endif // LPF_BASE
