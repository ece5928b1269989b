// JAX's own text, as `jax.jit(f).lower(...).as_text()` prints it (pretty form, with a CHLO op),
// parses, raises and verifies in lpf-opt and in stock mlir-opt-22 with the plugin, without
// --allow-unregistered-dialect: StableHLO and CHLO are registered (third_party/stablehlo).
// Inputs/jax-block.mlir is jax 0.10.2's output, unedited, for a layer-norm + fp8 matmul +
// exact GELU + softmax block:
//   def block(x, w):  # x f32[4,8], w f8E4M3FN[8,16]
//       mu = jnp.mean(x, axis=-1, keepdims=True)
//       var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
//       h = ((x - mu) * jax.lax.rsqrt(var + 1e-5)).astype(jnp.bfloat16)
//       y = jnp.dot(h.astype(jnp.float32), w.astype(jnp.float32), preferred_element_type=jnp.float32)
//       return jax.nn.softmax(jax.nn.gelu(y, approximate=False), axis=-1).astype(jnp.bfloat16)
//
// RUN: lpf-opt %S/Inputs/jax-block.mlir --raise-stablehlo | FileCheck %s
// The raised module (lpf, StableHLO and CHLO in the custom form) parses and verifies again, and
// so does its generic form.
// RUN: lpf-opt %S/Inputs/jax-block.mlir --raise-stablehlo | lpf-opt | FileCheck %s
// RUN: lpf-opt %S/Inputs/jax-block.mlir --raise-stablehlo --mlir-print-op-generic | lpf-opt | FileCheck %s
// Raised and lowered again: the StableHLO exit's output, parsed and verified by StableHLO's
// own verifier (no lpf op left).
// RUN: lpf-opt %S/Inputs/jax-block.mlir --raise-stablehlo --lower-to-stablehlo | lpf-opt | FileCheck %s --check-prefix=LOWER
// The same in mlir-opt-22 through the plugin.
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %S/Inputs/jax-block.mlir --pass-pipeline='builtin.module(raise-stablehlo)' | FileCheck %s
// RUN: mlir-opt-22 --load-dialect-plugin=%lpf_plugin --load-pass-plugin=%lpf_plugin %S/Inputs/jax-block.mlir --pass-pipeline='builtin.module(raise-stablehlo,lower-to-stablehlo)' | FileCheck %s --check-prefix=LOWER
// Stock mlir-opt-22 alone does not know StableHLO (so the lines above can fail).
// RUN: not mlir-opt-22 %S/Inputs/jax-block.mlir 2>&1 | FileCheck %s --check-prefix=STOCK

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf8E4M3FN>) -> (tensor<4x16xbf16> {jax.result_info = "result"})
// CHECK: stablehlo.rsqrt
// CHECK: %[[H:.*]] = lpf.convert %{{.*}} rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK-NEXT: %[[Y:.*]] = lpf.dot %[[H]], %arg1 acc(f32) : tensor<4x8xbf16>, tensor<8x16xf8E4M3FN> -> tensor<4x16xf32>
// CHECK-NOT: stablehlo.dot_general
// CHECK: chlo.erfc %{{.*}} : tensor<4x16xf32> -> tensor<4x16xf32>
// CHECK: stablehlo.exponential
// CHECK: lpf.convert %{{.*}} rounding(to_nearest_even) overflow(nan_or_inf) : tensor<4x16xf32> to tensor<4x16xbf16>

// LOWER-LABEL: func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf8E4M3FN>) -> (tensor<4x16xbf16> {jax.result_info = "result"})
// LOWER-NOT: lpf.
// LOWER: call @__lpf_convert_
// LOWER: call @__lpf_dot_
// LOWER: chlo.erfc
// The bf16 x f8E4M3FN products can overflow f32: each is formed on its own and summed by a
// reduce that XLA cannot fuse with it (docs/stablehlo.md, "Contractions on XLA CPU").
// LOWER: func.func private @__lpf_dot_
// LOWER: stablehlo.multiply
// LOWER: stablehlo.reduce

// STOCK: jax-block.mlir:3:12: error: Dialect `stablehlo' not found for custom op 'stablehlo.constant'
