//===- LpfTypes.td - number formats the builtin types lack -*- tablegen -*-===//

#ifndef LPF_TYPES
#define LPF_TYPES

include "LpfBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

// Every lpf number format can be a memref element: the LLVM exit bufferizes lpf tensors into
// memrefs of their format before it legalises them to integer storage.
class Lpf_Type<string name, string typeMnemonic>
    : TypeDef<Lpf_Dialect, name, [MemRefElementTypeInterface]> {
  let mnemonic = typeMnemonic;
}

def Lpf_SfType : Lpf_Type<"Sf", "sf"> {
  let summary = "SuperFloat SFx: sign + (N-1) fraction bits, no exponent";
  let description = [{
    A SuperFloat value of width N (2 <= N <= 16) is sign-magnitude fixed point: one sign bit and
    N-1 fraction bits, value = (-1)^s * m * 2^-(N-1), so |v| <= 1 - 2^-(N-1). There is no
    infinity and no NaN; conversions clamp to the largest magnitude, and -0 is canonicalised to
    +0. Storage is one byte for N <= 8, two bytes for N <= 16.

    Add and sub are exact, then saturate; mul rounds by its rounding mode, then saturates; div is
    rejected (E0914). `acc(!lpf.sf<16>)` on a contraction selects the SF16 hardware accumulation
    (truncated products, saturation at every step).

    Example: `!lpf.sf<16>`, `tensor<4x!lpf.sf<8>>`.
  }];
  let parameters = (ins "unsigned":$width);
  // Hand-written so that a width is read as the signed number written (`!lpf.sf<-1>` is
  // reported as -1, not as its unsigned wrap-around).
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Lpf_P3109Type : Lpf_Type<"P3109", "p3109"> {
  let summary = "IEEE P3109 binary format Binary{K}p{P}{s,u}{e,f}";
  let description = [{
    An IEEE P3109 (interim report v4.0) format of K bits (3 <= K <= 16) and precision P
    (1 <= P <= K-1 when signed, 1 <= P <= K when unsigned), signed or unsigned, extended (has
    ±infinity) or finite. Bias: 2^(K-P-1) signed, 2^(K-P) unsigned. A signed format has one zero
    (no -0) and one NaN at 2^(K-1). Arithmetic on P3109 values is rejected (E0914): convert to a
    wider format first.

    Example: `!lpf.p3109<8, 4, signed, extended>` is Binary8p4se (max 224).
  }];
  let parameters = (ins "unsigned":$k, "unsigned":$p, "bool":$isSigned, "bool":$isExtended);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Lpf_Gf16Type : Lpf_Type<"Gf16", "gf16"> {
  let summary = "GoldenFloat gf16: 1 sign, 6 exponent, 9 fraction bits, bias 31";
  let description = [{
    A 16-bit IEEE-like format with 6 exponent bits (bias 31) and 9 fraction bits: max finite
    4290772992 (0x7DFF), min normal 2^-30, min subnormal 2^-39, ±infinity at 0x7E00/0xFE00.

    Example: `!lpf.gf16`.
  }];
}

#endif // LPF_TYPES
