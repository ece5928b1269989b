//===- AtreidesOps.td - the Atreides SF16 machine as ops -----*- tablegen -*-===//
//
// The `atreides` dialect is the Atreides accelerator's ISA (../shared/specs/atreides.md) as IR:
// one op per instruction over physical registers, with branch offsets already resolved, inside
// one `atreides.kernel` per launch, inside one `atreides.program` per lowered function. It is
// what `lpf-opt --lower-to-atreides` produces and `lpf-translate --atreides-to-asm|bin` reads.
//
// Every field is constrained to what its bits can encode, so a verified module always
// assembles; the rest of the encoding limits (program length, branch targets, the layout) are
// checked by the kernel and program verifiers in AtreidesDialect.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef ATREIDES_OPS
#define ATREIDES_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"

def Atreides_Dialect : Dialect {
  let name = "atreides";
  let cppNamespace = "::mlir::atreides";
  let summary = "The Atreides SF16 accelerator's instructions, over physical registers";
  let description = [{
    One op per Atreides instruction. Operands are not SSA values but the machine's registers
    R0..R15 (R13..R15 read the block index, block size and thread index), written as in the
    assembler: `atreides.fma R3, R1, R2`. Branch offsets are resolved words,
    `target - (pc + 1)`, as the encoding holds them.

    ```mlir
    atreides.program @main arguments [{address = 0 : i64, bits = 16 : i64, cols = 4 : i64, pitch = 4 : i64, rows = 1 : i64, shape = [4], words = 4 : i64} ]
        results [{address = 4 : i64, bits = 16 : i64, cols = 4 : i64, pitch = 4 : i64, rows = 1 : i64, shape = [4], words = 4 : i64} ] {
      atreides.kernel result 0 threads 4 {
        atreides.mul R0, R13, R14   // block index x block size
        atreides.add R0, R0, R15    // + thread index: this thread's element
        atreides.ldr R2, R0         // x, from the argument at address 0
        atreides.act R1, R2, R3     // ACT into R1 is a ReLU; R3 is still +0, so no bias
        atreides.const R4, 4
        atreides.add R4, R4, R0     // the result starts at address 4
        atreides.str R4, R1
        atreides.ret
      }
    }
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Field constraints: what each field's bits can encode
//===----------------------------------------------------------------------===//

def Atreides_Reg : ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<15>]> {
  let summary = "a register number, R0..R15";
}
def Atreides_Imm8 : ConfinedAttr<I64Attr, [IntMinValue<-128>, IntMaxValue<127>]> {
  let summary = "a CONST immediate in the 8-bit range -128..=127";
}
def Atreides_BranchMask : ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<7>]> {
  let summary = "a branch condition mask 1..=7 (n = 4, z = 2, p = 1)";
}
def Atreides_BranchOffset : ConfinedAttr<I64Attr, [IntMinValue<-256>, IntMaxValue<255>]> {
  let summary = "a branch offset in the 9-bit range -256..=255";
}
def Atreides_SysCode : ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<3>]> {
  let summary = "a SYS operation 0..=3 (clear, load, compute, read)";
}
def Atreides_ArraySelect : ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<1>]> {
  let summary = "a systolic array select, 0 or 1";
}
def Atreides_Threads : ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<127>]> {
  let summary = "a launch's thread count, 1..=127";
}
def Atreides_ResultIndex : ConfinedAttr<I64Attr, [IntNonNegative]> {
  let summary = "the index of a result of the program's layout";
}

//===----------------------------------------------------------------------===//
// Containers
//===----------------------------------------------------------------------===//

def Atreides_ProgramOp : Op<Atreides_Dialect, "program",
    [Symbol, IsolatedFromAbove, NoTerminator, SingleBlock, NoRegionArguments]> {
  let summary = "a lowered function: its memory layout and one kernel per launch";
  let description = [{
    `arguments` and `results` describe where each tensor lives in data memory, one dictionary
    each: `address` (first word), `bits` (2..16, the SuperFloat width), `shape`, and the 2-D view
    the kernels use, `rows` x `cols` elements `pitch` words apart, in `words` words that end
    below the scratchpad (0xFFC0). A host loads the arguments, runs the kernels in order (each
    a launch of `threads` threads) and reads the results.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, DictArrayAttr:$arguments, DictArrayAttr:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name `arguments` $arguments `results` $results attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;        // the layout
  let hasRegionVerifier = 1;  // the kernels, after their own verifiers
}

def Atreides_KernelOp : Op<Atreides_Dialect, "kernel",
    [HasParent<"ProgramOp">, NoTerminator, SingleBlock, NoRegionArguments]> {
  let summary = "one launch: a program of instructions run by `threads` threads";
  let description = [{
    The body is the program memory image, instruction 0 first: at most 512 instructions, every
    branch landing inside it. `result` names the layout entry the launch computes.
  }];
  let arguments = (ins Atreides_ResultIndex:$result, Atreides_Threads:$threads);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "`result` $result `threads` $threads attr-dict-with-keyword $body";
  // After the instructions' own verifiers: their fields are in range by then.
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

class Atreides_Instr<string mnemonic, string text> : Op<Atreides_Dialect, mnemonic,
    [HasParent<"KernelOp">]> {
  let summary = text;
}

def Atreides_NopOp : Atreides_Instr<"nop", "NOP: nothing"> {
  let assemblyFormat = "attr-dict";
}

def Atreides_RetOp : Atreides_Instr<"ret", "RET: the whole block finishes"> {
  let assemblyFormat = "attr-dict";
}

def Atreides_BrOp : Atreides_Instr<"br", "BRnzp: branch when a masked NZP flag is set"> {
  let description = [{
    `atreides.br nz, -7` jumps to pc + 1 - 7 when the thread's last CMP set n or z. The mask is
    written as the flags it tests (n = 4, z = 2, p = 1).
  }];
  let arguments = (ins Atreides_BranchMask:$mask, Atreides_BranchOffset:$offset);
  let assemblyFormat = "custom<BranchMask>($mask) `,` $offset attr-dict";
}

def Atreides_CmpOp : Atreides_Instr<"cmp", "CMP Ra, Rb: NZP from a signed 16-bit compare"> {
  let arguments = (ins Atreides_Reg:$a, Atreides_Reg:$b);
  let assemblyFormat = "custom<Reg>($a) `,` custom<Reg>($b) attr-dict";
}

class Atreides_ThreeRegInstr<string mnemonic, string text> : Atreides_Instr<mnemonic, text> {
  let arguments = (ins Atreides_Reg:$d, Atreides_Reg:$s, Atreides_Reg:$t);
  let assemblyFormat = "custom<Reg>($d) `,` custom<Reg>($s) `,` custom<Reg>($t) attr-dict";
}

def Atreides_AddOp : Atreides_ThreeRegInstr<"add", "ADD Rd, Rs, Rt: integer sum mod 2^16">;
def Atreides_SubOp : Atreides_ThreeRegInstr<"sub", "SUB Rd, Rs, Rt: integer difference mod 2^16">;
def Atreides_MulOp : Atreides_ThreeRegInstr<"mul", "MUL Rd, Rs, Rt: product of the low bytes">;
def Atreides_DivOp : Atreides_ThreeRegInstr<"div", "DIV Rd, Rs, Rt: the table-driven divide">;
def Atreides_FmaOp : Atreides_ThreeRegInstr<"fma",
    "FMA Rd, Rs, Rt: Rd + the truncated SF16 product, saturated">;
def Atreides_ActOp : Atreides_ThreeRegInstr<"act",
    "ACT Rd, Rs, Rt: f(sat(Rs + Rt)), f chosen by d & 3 (passthrough, ReLU, leaky ReLU, ReLU)">;

def Atreides_LdrOp : Atreides_Instr<"ldr", "LDR Rd, Rs: load the word at address Rs"> {
  let arguments = (ins Atreides_Reg:$d, Atreides_Reg:$s);
  let assemblyFormat = "custom<Reg>($d) `,` custom<Reg>($s) attr-dict";
}

def Atreides_StrOp : Atreides_Instr<"str", "STR Ra, Rv: store Rv at address Ra"> {
  let arguments = (ins Atreides_Reg:$a, Atreides_Reg:$v);
  let assemblyFormat = "custom<Reg>($a) `,` custom<Reg>($v) attr-dict";
}

def Atreides_ConstOp : Atreides_Instr<"const", "CONST Rd, #imm8: the sign-extended immediate"> {
  let arguments = (ins Atreides_Reg:$d, Atreides_Imm8:$imm);
  let assemblyFormat = "custom<Reg>($d) `,` $imm attr-dict";
}

def Atreides_SysOp : Atreides_Instr<"sys", "SYS: drive the 2x2 systolic array"> {
  let description = [{
    `atreides.sys clear`, `load`, `compute`, or `read R3` (thread t receives cell (t / 2, t % 2)),
    followed by the array select: `atreides.sys read R3, array 0`. `d` is 0 for every operation
    but `read`.
  }];
  let arguments = (ins Atreides_SysCode:$op, Atreides_Reg:$d, Atreides_ArraySelect:$array);
  let assemblyFormat = "custom<SysOperation>($op, $d) `,` `array` $array attr-dict";
  let hasVerifier = 1;
}

#endif // ATREIDES_OPS
