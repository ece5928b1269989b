#!/usr/bin/env bash
# Compile time of the LLVM exit: `lpf-opt --lower-to-llvm` + `lpf-translate --emit=obj -O3` on
# every example and on generated modules of N lpf ops (default 1000; f16/bf16 add, sub, mul, div,
# neg and converts, on scalars and on tensor<64x..>), against the closest upstream equivalent of
# the generated modules (the same ops in `arith`, through mlir-opt-22 + mlir-translate-22 +
# llc-22 -O3, and also with opt-22 -O3 before llc, which is what -O3 in lpf-translate includes).
# Best of three (one for tensors), runs interleaved; prints wall and CPU seconds and ratios. Usage: bench/compile_time.sh [N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,7p' "$0"; exit 0
fi
bench/machine.sh  # when and where: the line that goes beside the figures in the docs
ops=${1:-1000}
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
cargo build --release --locked --quiet -p lpf-tools --bin lpf-opt --bin lpf-translate
bin=$CARGO_TARGET_DIR/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same chain of N ops in both dialects: every op uses the previous result, so nothing is dead.
gen() { # gen lpf|arith scalar|tensor
  python3 - "$ops" "$1" "$2" <<'PY'
import sys
n, dialect, shape = int(sys.argv[1]), sys.argv[2], sys.argv[3]
t = (lambda e: e) if shape == "scalar" else (lambda e: f"tensor<64x{e}>")
B, H, F = t("bf16"), t("f16"), t("f32")
op = {"add": "addf", "sub": "subf", "mul": "mulf", "div": "divf", "neg": "negf"}
def binary(kind, a, b, ty):
    return f"{'lpf.' + kind if dialect == 'lpf' else 'arith.' + op[kind]} {a}, {b} : {ty}"
def unary(kind, a, ty):
    return f"{'lpf.' + kind if dialect == 'lpf' else 'arith.' + op[kind]} {a} : {ty}"
def convert(a, src, dst, widen):
    if dialect == "lpf":
        return f"lpf.convert {a} : {src} to {dst}"
    return f"arith.{'extf' if widen else 'truncf'} {a} : {src} to {dst}"
print(f"func.func @chain(%x: {B}, %h: {H}) -> ({B}, {H}) attributes {{llvm.emit_c_interface}} {{")
b, h, i, k = "%x", "%h", 0, 0
steps = ["add_b", "mul_b", "sub_h", "div_h", "neg_b", "mix"]
while i < n:
    s, k = steps[k % len(steps)], k + 1
    if s == "add_b": print(f"  %v{i} = {binary('add', b, '%x', B)}"); b = f"%v{i}"; i += 1
    elif s == "mul_b": print(f"  %v{i} = {binary('mul', b, '%x', B)}"); b = f"%v{i}"; i += 1
    elif s == "sub_h": print(f"  %v{i} = {binary('sub', h, '%h', H)}"); h = f"%v{i}"; i += 1
    elif s == "div_h": print(f"  %v{i} = {binary('div', h, '%h', H)}"); h = f"%v{i}"; i += 1
    elif s == "neg_b": print(f"  %v{i} = {unary('neg', b, B)}"); b = f"%v{i}"; i += 1
    else:  # f16 -> f32 -> bf16, added into the bf16 chain: 3 ops
        print(f"  %v{i} = {convert(h, H, F, True)}")
        print(f"  %v{i+1} = {convert(f'%v{i}', F, B, False)}")
        print(f"  %v{i+2} = {binary('add', b, f'%v{i+1}', B)}"); b = f"%v{i+2}"; i += 3
print(f"  return {b}, {h} : {B}, {H}\n}}")
PY
}

upstream_pipeline='builtin.module(func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),convert-scf-to-cf,func.func(arith-expand),convert-arith-to-llvm,expand-strided-metadata,finalize-memref-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)'

run_timed() { # "wall cpu": seconds a command line (a bash string) takes, and its processes' CPU
  # seconds (user + system of every child: mlir-opt runs function passes on several threads,
  # so on a loaded machine the two tell different stories)
  python3 - "$1" <<'PY'
import resource, subprocess, sys, time
start = time.perf_counter()
subprocess.run(["bash", "-c", sys.argv[1]], stdout=subprocess.DEVNULL, check=True)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(round(wall, 4), round(usage.ru_utime + usage.ru_stime, 4))
PY
}
best_of() { # best_of N 'cmd' ... : prints "wall cpu" (the best of each over N interleaved runs) per command
  local n=$1; shift
  local -a cmds=("$@") walls=() cpus=()
  local i r w c
  for ((i = 0; i < ${#cmds[@]}; i++)); do walls[i]=999999; cpus[i]=999999; done
  for ((r = 0; r < n; r++)); do
    for ((i = 0; i < ${#cmds[@]}; i++)); do
      read -r w c < <(run_timed "${cmds[i]}")
      walls[i]=$(python3 -c "print(min($w, ${walls[i]}))")
      cpus[i]=$(python3 -c "print(min($c, ${cpus[i]}))")
    done
  done
  for ((i = 0; i < ${#cmds[@]}; i++)); do printf '%s %s ' "${walls[i]}" "${cpus[i]}"; done
  echo
}
lpf_cmd() { echo "'$bin/lpf-opt' --lower-to-llvm '$1' -o '$work/l.mlir' && '$bin/lpf-translate' --emit=obj -O3 '$work/l.mlir' -o '$work/l.o'"; }
up_cmd() { echo "mlir-opt-22 --pass-pipeline='$upstream_pipeline' '$1' -o '$work/u.mlir' && mlir-translate-22 --mlir-to-llvmir '$work/u.mlir' -o '$work/u.ll' && llc-22 -O3 -filetype=obj '$work/u.ll' -o '$work/u.o'"; }
up_opt_cmd() { echo "mlir-opt-22 --pass-pipeline='$upstream_pipeline' '$1' -o '$work/v.mlir' && mlir-translate-22 --mlir-to-llvmir '$work/v.mlir' -o '$work/v.ll' && opt-22 -O3 '$work/v.ll' -o '$work/v.bc' && llc-22 -O3 -filetype=obj '$work/v.bc' -o '$work/v.o'"; }

echo "examples: lpf-opt --lower-to-llvm + lpf-translate --emit=obj -O3 (seconds, best of 3: wall, CPU)"
for f in examples/*.mlir; do
  # Examples the LLVM exit does not take (the Atreides one is SFx-only hardware code) say so.
  if ! bash -c "$(lpf_cmd "$f")" 2> "$work/err"; then
    printf '  %-34s not lowered: %s\n' "$(basename "$f")" "$(head -1 "$work/err")"
    continue
  fi
  read -r w c < <(best_of 3 "$(lpf_cmd "$f")")
  printf '  %-34s %8.3f %8.3f\n' "$(basename "$f")" "$w" "$c"
done

echo "generated modules of $ops ops: lpf vs the same ops in arith (seconds, best of 3; tensor: one run, upstream's bufferization alone takes tens of seconds)"
printf '  %-8s %-5s %10s %14s %20s %10s %10s\n' shape time lpf 'upstream llc' 'upstream opt+llc' 'x llc' 'x opt+llc'
ratio() { python3 -c "print($1 / $2)"; }
for shape in scalar tensor; do
  gen lpf "$shape" > "$work/lpf-$shape.mlir"
  gen arith "$shape" > "$work/arith-$shape.mlir"
  runs=3; [ "$shape" = tensor ] && runs=1
  read -r w_lpf c_lpf w_up c_up w_upopt c_upopt < <(best_of "$runs" "$(lpf_cmd "$work/lpf-$shape.mlir")" "$(up_cmd "$work/arith-$shape.mlir")" "$(up_opt_cmd "$work/arith-$shape.mlir")")
  printf '  %-8s %-5s %10.3f %14.3f %20.3f %9.2fx %9.2fx\n' "$shape" wall "$w_lpf" "$w_up" "$w_upopt" "$(ratio "$w_lpf" "$w_up")" "$(ratio "$w_lpf" "$w_upopt")"
  printf '  %-8s %-5s %10.3f %14.3f %20.3f %9.2fx %9.2fx\n' "$shape" cpu "$c_lpf" "$c_up" "$c_upopt" "$(ratio "$c_lpf" "$c_up")" "$(ratio "$c_lpf" "$c_upopt")"
done
echo "(target: lpf <= 1.5x upstream; wall carries the machine's load, CPU does not, and mlir-opt uses several threads)"
