// mul_add of ciface-kernel.mlir as an lpf program: out = a * b + 0.25 in f32, each op rounded
// once (lpf.mul, then lpf.add). lower-to-llvm gives it the same C interface: two input
// descriptors, then one out-descriptor for the result.
func.func @mul_add(%a: tensor<5xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  %p = lpf.mul %a, %b : tensor<5xf32>
  %q = lpf.constant dense<0.25> : tensor<5xf32>
  %s = lpf.add %p, %q : tensor<5xf32>
  return %s : tensor<5xf32>
}
