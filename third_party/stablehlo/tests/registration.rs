//! The two dialects registered through this crate's handles: StableHLO's and CHLO's custom forms
//! parse, StableHLO's verifier runs, and without registration the same text is refused (so the
//! first tests can fail).

use melior::dialect::DialectRegistry;
use melior::ir::operation::OperationLike;
use melior::utility::register_all_dialects;
use melior::Context;

const JAX_TEXT: &str = r#"
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  %1 = chlo.erf_inv %0 : tensor<4xf32> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
"#;

fn context(with_stablehlo: bool) -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    if with_stablehlo {
        lpf_stablehlo::insert_dialects(&registry);
    }
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context
}

#[test]
fn custom_forms_parse_and_verify() {
    let context = context(true);
    let module = lpf_dialect::source::parse_module(&context, JAX_TEXT).expect("StableHLO and CHLO parse");
    assert!(module.as_operation().verify());
    let text = module.as_operation().to_string();
    assert!(text.contains("stablehlo.add %arg0, %arg0 : tensor<4xf32>"), "{text}");
    assert!(text.contains("chlo.erf_inv"), "{text}");
}

#[test]
fn the_verifier_rejects_a_malformed_op() {
    let context = context(true);
    let bad = r#"
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"#;
    assert!(lpf_dialect::source::parse_module(&context, bad).is_none());
}

#[test]
fn unregistered_without_the_handles() {
    let context = context(false);
    assert!(lpf_dialect::source::parse_module(&context, JAX_TEXT).is_none());
}

#[test]
fn pinned_commit() {
    assert_eq!(lpf_stablehlo::UPSTREAM_COMMIT.len(), 40);
    assert!(lpf_stablehlo::UPSTREAM_COMMIT.starts_with("127d2f238"));
}
