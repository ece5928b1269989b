//! The interpreter shim (cpp/interpret.cpp, src/interpret.rs): StableHLO's ops run by upstream's
//! interpreter, the others handed to the caller's fallback with their operands' bytes, results
//! back in order; a failing fallback comes back as the caller's error; the checks a caller makes
//! first answer for ops and types.

use lpf_stablehlo::interpret::{interpret, interpreter_holds, interpreter_runs, InterpretError};
use melior::dialect::DialectRegistry;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, RegionLike, ValueLike};
use melior::utility::register_all_dialects;
use melior::Context;

/// x * x by StableHLO, arith.negf by the fallback, then + x and exp by StableHLO.
const PROGRAM: &str = r#"
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %x, %x : tensor<4xf32>
  %1 = arith.negf %0 : tensor<4xf32>
  %2 = stablehlo.add %1, %x : tensor<4xf32>
  %3 = stablehlo.exponential %x : tensor<4xf32>
  return %2, %3 : tensor<4xf32>, tensor<4xf32>
}
"#;

fn context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    lpf_stablehlo::insert_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}

fn bytes(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

fn floats(bytes: &[u8]) -> Vec<f32> {
    bytes.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn ops<'c, 'a>(module: &'a melior::ir::Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let func = module.body().first_operation().unwrap();
    let block = func.region(0).unwrap().first_block().unwrap();
    let mut ops = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        ops.push(op);
    }
    ops
}

#[test]
fn stablehlo_ops_run_in_the_interpreter_the_rest_in_the_fallback() {
    let context = context();
    let module = lpf_dialect::source::parse_module(&context, PROGRAM).expect("parses");
    let func = module.body().first_operation().unwrap();
    let x = [1.5f32, -2.0, 0.1, 3.0e30];
    let input = bytes(&x);
    let mut seen = Vec::new();
    let mut fallback = |op: OperationRef, operands: &[&[u8]], results: &mut [&mut [u8]]| -> Result<(), String> {
        seen.push((op.name().as_string_ref().as_str().unwrap().to_string(), floats(operands[0])));
        // arith.negf: flip each f32's sign bit.
        for (out, chunk) in results[0].chunks_exact_mut(4).zip(operands[0].chunks_exact(4)) {
            let bits = u32::from_le_bytes(chunk.try_into().unwrap()) ^ 0x8000_0000;
            out.copy_from_slice(&bits.to_le_bytes());
        }
        Ok(())
    };
    let outputs = interpret(func, &[&input], &mut fallback).expect("runs");
    // The fallback got exactly the one op the interpreter does not know, with x * x's bits
    // (IEEE f32 multiplication, round to nearest even: Rust's f32 `*` computes the same).
    let squares: Vec<f32> = x.iter().map(|v| v * v).collect();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].0, "arith.negf");
    assert_eq!(seen[0].1.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), squares.iter().map(|v| v.to_bits()).collect::<Vec<_>>());
    assert_eq!(outputs.len(), 2);
    let expected: Vec<u32> = x.iter().zip(&squares).map(|(v, s)| (-s + v).to_bits()).collect();
    assert_eq!(floats(&outputs[0]).iter().map(|v| v.to_bits()).collect::<Vec<_>>(), expected);
    // exp: the interpreter's value, within an ulp of Rust's (both near-correctly rounded).
    for (got, v) in floats(&outputs[1]).iter().zip(&x) {
        let want = v.exp();
        assert!(got == &want || (got - want).abs() <= want.abs() * 2.0 * f32::EPSILON, "exp({v}) = {got}, expected {want}");
    }
}

#[test]
fn a_failing_fallback_comes_back_as_its_error() {
    let context = context();
    let module = lpf_dialect::source::parse_module(&context, PROGRAM).expect("parses");
    let func = module.body().first_operation().unwrap();
    let input = bytes(&[1.0, 2.0, 3.0, 4.0]);
    let mut calls = 0;
    let mut fallback = |_: OperationRef, _: &[&[u8]], _: &mut [&mut [u8]]| -> Result<(), String> {
        calls += 1;
        Err("no such kernel".to_string())
    };
    match interpret(func, &[&input], &mut fallback) {
        Err(InterpretError::Fallback(message)) => assert_eq!(message, "no such kernel"),
        other => panic!("expected the fallback's error, got {other:?}"),
    }
    assert_eq!(calls, 1);
}

#[test]
fn a_wrong_argument_count_is_refused() {
    let context = context();
    let module = lpf_dialect::source::parse_module(&context, PROGRAM).expect("parses");
    let func = module.body().first_operation().unwrap();
    let mut fallback = |_: OperationRef, _: &[&[u8]], _: &mut [&mut [u8]]| -> Result<(), String> { Ok(()) };
    assert!(matches!(interpret(func, &[], &mut fallback), Err(InterpretError::NotAFunction)));
}

#[test]
fn the_checks_answer_for_ops_and_types() {
    let context = context();
    let module = lpf_dialect::source::parse_module(&context, PROGRAM).expect("parses");
    let names: Vec<(String, bool)> =
        ops(&module).iter().map(|op| (op.name().as_string_ref().as_str().unwrap().to_string(), interpreter_runs(*op))).collect();
    assert_eq!(
        names,
        [("stablehlo.multiply", true), ("arith.negf", false), ("stablehlo.add", true), ("stablehlo.exponential", true), ("func.return", true)]
            .map(|(n, r)| (n.to_string(), r))
    );
    let held = |text: &str| interpreter_holds(melior::ir::Type::parse(&context, text).unwrap());
    for text in ["tensor<4xf32>", "tensor<2x3xbf16>", "tensor<f8E4M3FN>", "tensor<4xi1>", "tensor<4xui8>", "tensor<4xf4E2M1FN>"] {
        assert!(held(text), "{text} should be held");
    }
    for text in ["tensor<?xf32>", "tensor<4xtf32>", "tensor<4xi3>", "tensor<4xsi8>", "tensor<*xf32>", "index", "f32"] {
        assert!(!held(text), "{text} should not be held");
    }
    let _ = ops(&module)[0].result(0).unwrap().r#type();
}
