// RUN: lpf-opt %s --allow-unregistered-dialect --raise-stablehlo | FileCheck %s --check-prefix=RAISE
// RUN: lpf-opt %s --allow-unregistered-dialect --raise-stablehlo --lower-to-stablehlo | FileCheck %s --check-prefix=LOWER
// Sharding survives raise + lower: Shardy's mesh and the argument/result shardings stay as they
// are, and a raised op inherits the dialect attributes (sdy.sharding, mhlo.sharding) of the op it
// replaces; the StableHLO exit puts them on the call that computes the value. The input is
// jax 0.10.2's generic-form StableHLO (see raise-stablehlo.mlir) of
//   f = jax.jit(lambda a, b: lax.dot(a, b, preferred_element_type=jnp.float32).astype(jnp.bfloat16),
//               in_shardings=(P("x", None), P()), out_shardings=P("x", None)) on a 2-device mesh "x",
// with op shardings added by hand (what Shardy's propagation writes onto ops), module
// attributes kept. python/tests/test_sharding.py runs such a module sharded on XLA.
// --allow-unregistered-dialect: Shardy's `sdy` dialect is not vendored (StableHLO and CHLO are
// registered; third_party/stablehlo).

// RAISE: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}>
// RAISE: func.func public @main(%arg0: tensor<8x64xf8E4M3FN> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<64x4xf8E4M3FN> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x4xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
// RAISE: lpf.dot %arg0, %arg1 acc(f32) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// RAISE: lpf.convert %{{.*}} rounding(to_nearest_even) overflow(nan_or_inf) {mhlo.sharding = "{devices=[2,1]<=[2]}"}
// LOWER: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}>
// LOWER: func.func public @main(%arg0: tensor<8x64xf8E4M3FN> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<64x4xf8E4M3FN> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x4xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
// LOWER: call @__lpf_dot_{{.*}}(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// LOWER: call @__lpf_convert_{{.*}} {mhlo.sharding = "{devices=[2,1]<=[2]}"}
"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}], function_type = (tensor<8x64xf8E4M3FN>, tensor<64x4xf8E4M3FN>) -> tensor<8x4xbf16>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x64xf8E4M3FN>, %arg1: tensor<64x4xf8E4M3FN>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<8x64xf8E4M3FN>, tensor<64x4xf8E4M3FN>) -> tensor<8x4xf32>
    %1 = "stablehlo.convert"(%0) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xbf16>
    "func.return"(%1) : (tensor<8x4xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
