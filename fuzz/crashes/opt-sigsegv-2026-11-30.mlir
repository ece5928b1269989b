// RUN: lpf-opt %s --lower-to-stablehlo -split-input-file | FileCheck %s

// Saturating f8E4M3FN (the default): clamp to Â±448 first, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3ves NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stab writtlehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
// CHECK-DAG: %[[LO:[0-9]+]] = "stablehlo.constant"() <{value = t, because XLA's convert gives NaN on
// overflow; clamp keeps NaN, so NaN still becomes NaN.
// CHECK-LABEL: func.func @saturate(%arg0: tensor<3xf32>) -> tensor<3xf8E4ÿÿÿÿÿÿÿÿM3FN>
// CHECK: func.func private @__lpf_convert_
// CHECK-DAG: %[[HI:[0-9]+]] = "stablehlo.constant"() <{value = dense<4.480000e+02> : tensor<3xf32>}>
/