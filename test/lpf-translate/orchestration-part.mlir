// An orchestration function (what lpf-share-nests leaves of a model, marked
// "lpf-orchestration") of at least 2,000 instructions is a part of its own in --emit=obj, which
// the code generator compiles at -O0 (fast instruction selection and register allocation); the
// other functions keep -O2. Its vector work (a pair of vectors taken apart, an add) is a block of
// its own, so that the fast selector hands only that block to the slow one.
// RUN: rm -rf %t && mkdir %t
// RUN: %lpf_python %S/Inputs/orchestration_part.py > %t/big.mlir
// RUN: lpf-translate --emit=obj --timing %t/big.mlir -o %t/parts.o 2>&1 | FileCheck %s --check-prefix=PARTS
// RUN: lpf-translate --emit=obj --codegen-threads=1 --timing %t/big.mlir -o %t/whole.o 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: lpf-translate --emit=obj --codegen-threads=3 --timing %t/big.mlir -o %t/three.o 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: lpf-translate --mlir-to-llvmir -O0 %t/big.mlir | FileCheck %s --check-prefix=BLOCKS
// The same values either way, and those of the C program's own computation.
// RUN: cc %S/Inputs/orchestration-part.c %t/parts.o -o %t/parts.exe
// RUN: cc %S/Inputs/orchestration-part.c %t/whole.o -o %t/whole.exe
// RUN: cc %S/Inputs/orchestration-part.c %t/three.o -o %t/three.exe
// RUN: %t/parts.exe | FileCheck %s --check-prefix=RUNS
// RUN: %t/whole.exe | FileCheck %s --check-prefix=RUNS
// RUN: %t/three.exe | FileCheck %s --check-prefix=RUNS
// A small orchestration function (orchestration.mlir's) stays with the others.
// RUN: lpf-translate --emit=obj --codegen-threads=2 --timing %S/orchestration.mlir -o %t/small.o 2>&1 | FileCheck %s --check-prefix=SMALL

// PARTS: lpf-translate timing (wall clock)
// PARTS: part [[N:[0-9]+]] (orchestration, code generation at -O0):
// PARTS: LLVM's default<O2> and code generation in {{[0-9]+}} parts:
// PARTS: merge (ld -r):

// WHOLE-NOT: part
// WHOLE: LLVM's default<O2>:
// WHOLE-NEXT: code generation:

// THREE-DAG: part 0:
// THREE-DAG: part 1:
// THREE-DAG: part 2 (orchestration, code generation at -O0):
// THREE: in 3 parts

// BLOCKS-LABEL: define i32 @orchestrate(
// BLOCKS: call { <4 x i32>, <4 x i32> } @pair(
// BLOCKS-NEXT: br label %[[VECTOR:[0-9]+]]
// BLOCKS: [[VECTOR]]:
// BLOCKS-NEXT: extractvalue
// BLOCKS-NEXT: extractvalue
// BLOCKS-NEXT: add <4 x i32>
// BLOCKS-NEXT: br label %[[AFTER:[0-9]+]]
// BLOCKS: [[AFTER]]:
// BLOCKS-NEXT: call i32 @llvm.vector.reduce.add.v4i32(
// A function without the mark is translated as written: one block.
// BLOCKS-LABEL: define i32 @as_written(
// BLOCKS-NOT: br label
// BLOCKS: ret i32

// RUNS-COUNT-5: orchestrate ok as_written ok

// SMALL-NOT: (orchestration
// SMALL: in 2 parts
