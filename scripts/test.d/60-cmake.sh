#!/usr/bin/env bash
# The CMake package (cmake/, docs/cmake.md): configure, build and install it into a temporary
# prefix, build cmake/test's C++ lpf-check (LPF::Dialect) and the C-only project cmake/test/c's
# lpf-check-c (LPF::C alone) against the installed package only,
# and run them: the dialect parses and verifies every example (both count the same lpf ops), and
# an lpf pass from the plugin rewrites one.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mlir_dir=/usr/lib/llvm-22/lib/cmake/mlir
# build.rs compiles the dialect with the clang of the same LLVM (TypeID spellings): so do we.
cxx=/usr/lib/llvm-22/bin/clang++
cc=/usr/lib/llvm-22/bin/clang
generator=(); command -v ninja >/dev/null && generator=(-G Ninja)
plugin=target/debug/liblpf_tools.so
{ [ -e "$plugin" ] && [ -e target/debug/lpf-opt ]; } || cargo build --locked -p lpf-tools --lib --bin lpf-opt

# One source of truth: the mlir-tblgen outputs named in build.rs and cmake/CMakeLists.txt agree.
diff <(grep -o '"Lpf[A-Za-z]*\.\(h\|cpp\)\.inc"' dialect/build.rs | tr -d '"' | sort) \
     <(grep -o 'lpf_tablegen(Lpf[A-Za-z]*\.td Lpf[A-Za-z]*\.\(h\|cpp\)\.inc' cmake/CMakeLists.txt | awk '{print $2}' | sort) \
  || { echo "60-cmake: build.rs and cmake/CMakeLists.txt generate different files"; exit 1; }

start=$SECONDS
cmake -S . -B "$work/build" "${generator[@]}" -DMLIR_DIR=$mlir_dir -DCMAKE_CXX_COMPILER=$cxx \
      -DCMAKE_INSTALL_PREFIX="$work/prefix" >"$work/configure.log" || { cat "$work/configure.log"; exit 1; }
cmake --build "$work/build" -j2 >"$work/build.log" || { cat "$work/build.log"; exit 1; }
cmake --install "$work/build" >/dev/null
for f in lib/libLPFDialect.a lib/libLPF-C.so include/lpf-c/Lpf.h include/lpf/LpfDialect.h include/lpf/LpfOps.h.inc \
         lib/cmake/lpf/LPFConfig.cmake lib/cmake/lpf/LPFTargets.cmake \
         lib/libLPFStableHLO.a include/lpf-stablehlo/stablehlo/dialect/StablehloOps.h \
         include/lpf-stablehlo/stablehlo/dialect/StablehloOps.h.inc; do
  [ -f "$work/prefix/$f" ] || { echo "60-cmake: $f not installed"; exit 1; }
done

# The consumers see only the installed prefix (a copy of cmake/test, away from the repository):
# the C++ tool links LPF::Dialect, the plain C project (C only, no C++ enabled) LPF::C alone.
cp -r cmake/test "$work/consumer"
cmake -S "$work/consumer" -B "$work/consumer-build" "${generator[@]}" -DCMAKE_CXX_COMPILER=$cxx \
      -DCMAKE_PREFIX_PATH="$work/prefix" >"$work/consumer.log" || { cat "$work/consumer.log"; exit 1; }
cmake --build "$work/consumer-build" >>"$work/consumer.log" || { cat "$work/consumer.log"; exit 1; }
cmake -S "$work/consumer/c" -B "$work/consumer-c-build" "${generator[@]}" -DCMAKE_C_COMPILER=$cc \
      -DCMAKE_PREFIX_PATH="$work/prefix" >"$work/consumer-c.log" || { cat "$work/consumer-c.log"; exit 1; }
cmake --build "$work/consumer-c-build" >>"$work/consumer-c.log" || { cat "$work/consumer-c.log"; exit 1; }
# LPF::C keeps one MLIR in the process: the C program loads libMLIR.so and no static MLIR came in
# (a second copy would define MLIR's C++ symbols in the executable or in libLPF-C.so itself).
# (Each tool's output is read whole before grep -q sees it: under pipefail, grep -q's early exit
# kills the writer with SIGPIPE and the pipeline fails, a flaky failure or a missed match.)
libraries=$(ldd "$work/consumer-c-build/lpf-check-c")
grep -q 'libMLIR\.so' <<<"$libraries" \
  || { echo "60-cmake: lpf-check-c does not load libMLIR.so"; echo "$libraries"; exit 1; }
defines_mlir() {
  local symbols
  symbols=$(nm -C --defined-only "$1") || { echo "60-cmake: nm cannot read $1"; exit 1; }
  grep -q ' mlir::MLIRContext::MLIRContext(' <<<"$symbols"
}
for binary in "$work/consumer-c-build/lpf-check-c" "$work/prefix/lib/libLPF-C.so"; do
  if defines_mlir "$binary"; then
    echo "60-cmake: $binary holds its own copy of MLIR (mlir::MLIRContext defined in it)"; exit 1
  fi
done

# Every example is parsed and verified; the pass runs on the last one, the block-scaled dot.
examples=($(ls examples/*.mlir | grep -v mx_scaled_dot) examples/mx_scaled_dot.mlir)
out=$("$work/consumer-build/lpf-check" "$root/$plugin" lpf-decompose-scaled-dot "${examples[@]}")
for example in examples/*.mlir; do
  grep -q "^verified $example: [1-9][0-9]* lpf ops$" <<<"$out" || { echo "60-cmake: $example not verified"; echo "$out"; exit 1; }
done
grep -q 'lpf.dequantize_block' <<<"$out" && ! grep -q 'lpf.scaled_dot' <<<"$out" \
  || { echo "60-cmake: lpf-decompose-scaled-dot did not rewrite lpf.scaled_dot"; echo "$out"; exit 1; }
# The C program, through the C APIs only: the same lpf op count as the C++ tool for every example.
out_c=$("$work/consumer-c-build/lpf-check-c" "${examples[@]}")
grep -qx 'c: loaded dialect lpf' <<<"$out_c" && grep -qx 'c: lpfSfTypeGet(16) = !lpf.sf<16>' <<<"$out_c" \
  || { echo "60-cmake: lpf-check-c did not load the dialect or build !lpf.sf<16>"; echo "$out_c"; exit 1; }
diff <(grep '^verified ' <<<"$out") <(sed -n 's/^c: verified /verified /p' <<<"$out_c") \
  || { echo "60-cmake: the C and C++ consumers disagree on the examples"; exit 1; }
# LPF::StableHLO: the C++ consumer registers StableHLO and CHLO from the package and reads a JAX
# module (the raise's input), counting as many StableHLO/CHLO ops as lpf-opt does.
grep -qx 'registered stablehlo and chlo' <<<"$out" || { echo "60-cmake: the consumer did not get LPF::StableHLO"; echo "$out"; exit 1; }
jax=test/Conversion/StableHLOToLpf/Inputs/jax-block.mlir
want=$(target/debug/lpf-opt "$jax" --mlir-print-op-generic | grep -cE '"(stablehlo|chlo)\.')
out_jax=$("$work/consumer-build/lpf-check" "$root/$plugin" lpf-decompose-scaled-dot "$root/$jax" examples/mx_scaled_dot.mlir)
grep -qx "verified $root/$jax: $want stablehlo/chlo ops" <<<"$out_jax" \
  || { echo "60-cmake: the consumer did not verify $jax with its $want StableHLO/CHLO ops"; echo "$out_jax"; exit 1; }
# One MLIR there too: the StableHLO archive brings no static MLIR beside libMLIR.so.
if defines_mlir "$work/consumer-build/lpf-check"; then
  echo "60-cmake: lpf-check holds its own copy of MLIR (from LPF::StableHLO?)"; exit 1
fi
# A broken input must fail: the verifier really runs.
printf 'func.func @f(%%a: f8E4M3FN, %%b: f8E4M3FN) -> f8E4M3FN {\n  %%c = lpf.add %%a, %%b : f8E4M3FN\n  return %%c : f8E4M3FN\n}\n' >"$work/bad.mlir"
if "$work/consumer-build/lpf-check" "$root/$plugin" lpf-decompose-scaled-dot "$work/bad.mlir" >/dev/null 2>"$work/bad.err"; then
  echo "60-cmake: an f8 lpf.add (E0914) verified"; exit 1
fi
grep -q E0914 "$work/bad.err" || { echo "60-cmake: no E0914 for an f8 lpf.add"; cat "$work/bad.err"; exit 1; }
if "$work/consumer-c-build/lpf-check-c" "$work/bad.mlir" >/dev/null 2>"$work/bad-c.err"; then
  echo "60-cmake: lpf-check-c verified an f8 lpf.add (E0914)"; exit 1
fi
grep -q E0914 "$work/bad-c.err" || { echo "60-cmake: lpf-check-c gave no E0914"; cat "$work/bad-c.err"; exit 1; }
echo "60-cmake: package built, installed and used in $((SECONDS - start)) s"
