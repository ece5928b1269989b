"""Prints an LLVM-dialect module for orchestration-part.mlir: @orchestrate, marked as the LLVM
exit's orchestration function (what lpf-share-nests leaves of a model: straight-line calls of
noinline functions), with 2,400 calls, large enough for a part of its own, and vector work (a
callee's pair of vectors taken apart and reduced) among them; @as_written computes the same
without the mark."""
CALLS = 2400
VECTOR_EVERY = 600
PAIR = "!llvm.struct<(vector<4xi32>, vector<4xi32>)>"

print("""llvm.func @step(%x: i32) -> i32 attributes {passthrough = ["noinline"]} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.mul %x, %c3 : i32
  %r = llvm.add %m, %c1 : i32
  llvm.return %r : i32
}""")
print(f"""llvm.func @pair(%x: i32) -> {PAIR} attributes {{passthrough = ["noinline"]}} {{
  %u = llvm.mlir.poison : vector<4xi32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %v = llvm.insertelement %x, %u[%c0 : i32] : vector<4xi32>
  %s = llvm.shufflevector %v, %u [0, 0, 0, 0] : vector<4xi32>
  %p0 = llvm.mlir.poison : {PAIR}
  %p1 = llvm.insertvalue %s, %p0[0] : {PAIR}
  %p2 = llvm.insertvalue %s, %p1[1] : {PAIR}
  llvm.return %p2 : {PAIR}
}}""")
for name, mark in (("orchestrate", ', "optnone", "lpf-orchestration"'), ("as_written", "")):
    print(f'llvm.func @{name}(%v0: i32) -> i32 attributes {{passthrough = ["noinline"{mark}]}} {{')
    for i in range(1, CALLS + 1):
        if i % VECTOR_EVERY:
            print(f"  %v{i} = llvm.call @step(%v{i - 1}) : (i32) -> i32")
            continue
        # v_i = c ^ reduce_add(a + b) + v0, where (a, b) = pair(c), c = step(v_{i-1})
        print(f"  %c{i} = llvm.call @step(%v{i - 1}) : (i32) -> i32")
        print(f"  %p{i} = llvm.call @pair(%c{i}) : (i32) -> {PAIR}")
        print(f"  %a{i} = llvm.extractvalue %p{i}[0] : {PAIR}")
        print(f"  %b{i} = llvm.extractvalue %p{i}[1] : {PAIR}")
        print(f"  %s{i} = llvm.add %a{i}, %b{i} : vector<4xi32>")
        print(f'  %r{i} = "llvm.intr.vector.reduce.add"(%s{i}) : (vector<4xi32>) -> i32')
        print(f"  %x{i} = llvm.xor %c{i}, %r{i} : i32")
        print(f"  %v{i} = llvm.add %x{i}, %v0 : i32")
    print(f"  llvm.return %v{CALLS} : i32")
    print("}")
