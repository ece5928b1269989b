//! The safe Rust API other crates build on: loading the dialect, the type wrappers, reading op
//! attributes. Expected values come from the textual IR each test parses (MLIR's own parser), not
//! from the code under test.

use lpf_dialect::attrs::{self, CmpPredicate, ConstantValue, OverflowMode, RoundingMode, ScaleRounding};
use lpf_dialect::types::{self, ElementFormat, P3109Params, TypeError};
use lpf_dialect::{load_lpf_dialect, source};
use melior::ir::operation::{OperationLike, OperationRef, WalkOrder, WalkResult};
use melior::ir::{Module, Type};
use melior::dialect::DialectHandle;
use melior::Context;

fn context() -> Context {
    let context = Context::new();
    load_lpf_dialect(&context);
    let func = DialectHandle::func();
    func.register_dialect(&context);
    func.load_dialect(&context);
    context
}

fn parse<'c>(context: &'c Context, text: &str) -> Module<'c> {
    source::parse_source(context, text, "api.mlir").expect("test IR parses")
}

/// The ops named `name`, in order.
fn ops<'c, 'a>(module: &'a Module<'c>, name: &str) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok(name) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    // SAFETY: collected from the live module just walked.
    found.into_iter().map(|raw| unsafe { OperationRef::from_raw(raw) }).collect()
}

#[test]
fn constructed_types_equal_parsed_ones() {
    let context = context();
    let parsed = |text: &str| Type::parse(&context, text).expect("type parses");
    assert_eq!(types::sf_type(&context, 16).unwrap(), parsed("!lpf.sf<16>"));
    assert_eq!(types::sf_type(&context, 2).unwrap(), parsed("!lpf.sf<2>"));
    assert_eq!(types::p3109_type(&context, 8, 4, true, true).unwrap(), parsed("!lpf.p3109<8, 4, signed, extended>"));
    assert_eq!(types::p3109_type(&context, 8, 8, false, false).unwrap(), parsed("!lpf.p3109<8, 8, unsigned, finite>"));
    assert_eq!(types::gf16_type(&context), parsed("!lpf.gf16"));
}

#[test]
fn out_of_range_parameters_are_errors_not_types() {
    let context = context();
    assert_eq!(types::sf_type(&context, 17), Err(TypeError::SfWidth(17)));
    assert_eq!(types::sf_type(&context, 1), Err(TypeError::SfWidth(1)));
    assert_eq!(types::p3109_type(&context, 2, 1, true, true), Err(TypeError::P3109Width(2)));
    assert_eq!(
        types::p3109_type(&context, 8, 8, true, true),
        Err(TypeError::P3109Precision { k: 8, p: 8, signed: true })
    );
    assert!(TypeError::SfWidth(17).to_string().starts_with("[E0910]"));
}

#[test]
fn queries_read_parameters_back() {
    let context = context();
    let parsed = |text: &str| Type::parse(&context, text).expect("type parses");
    assert_eq!(types::sf_width(parsed("!lpf.sf<8>")), Some(8));
    assert_eq!(types::sf_width(parsed("f16")), None);
    assert_eq!(
        types::p3109_params(parsed("!lpf.p3109<16, 5, unsigned, extended>")),
        Some(P3109Params { k: 16, p: 5, signed: false, extended: true })
    );
    assert!(types::is_gf16(parsed("!lpf.gf16")));
    assert!(!types::is_gf16(parsed("bf16")));
}

#[test]
fn element_formats_classify_every_family() {
    let context = context();
    let format = |text: &str| types::element_format(Type::parse(&context, text).expect("type parses"));
    assert_eq!(format("f8E4M3FN"), Some(ElementFormat::Builtin("f8E4M3FN".into())));
    assert_eq!(format("tf32"), Some(ElementFormat::Builtin("tf32".into())));
    assert_eq!(format("f4E2M1FN"), Some(ElementFormat::Builtin("f4E2M1FN".into())));
    assert_eq!(format("!lpf.sf<4>"), Some(ElementFormat::Sf(4)));
    assert_eq!(format("!lpf.gf16"), Some(ElementFormat::Gf16));
    assert!(matches!(format("!lpf.p3109<8, 3, signed, finite>"), Some(ElementFormat::P3109(_))));
    assert_eq!(format("i8"), None);
    assert_eq!(format("f80"), None);
}

const OPS: &str = r#"
func.func @f(%x: f32, %h: f16, %s: !lpf.sf<16>, %a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>, %t: tensor<4x64xf32>) {
  %0 = lpf.convert %x rounding(toward_zero) overflow(nan_or_inf) : f32 to f8E4M3FN
  %1 = lpf.convert %x : f32 to f8E4M3FN
  %2 = lpf.mul %s, %s rounding(upward) : !lpf.sf<16>
  %3 = lpf.cmp uge, %h, %h : f16
  %4 = lpf.dot %a, %b acc(f64) : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf64>
  %5 = lpf.dot %a, %b : tensor<4x8xbf16>, tensor<8x2xbf16> -> tensor<4x2xf32>
  %6 = lpf.reduce_sum %a dims [0, 1] : tensor<4x8xbf16> -> f32
  %q, %e = lpf.quantize_block %t block(32) scale_rounding(ceil) : tensor<4x64xf32> -> tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>
  %r, %g = lpf.quantize_block %t block(16) : tensor<4x64xf32> -> tensor<4x64xf4E2M1FN>, tensor<4x4xf8E8M0FNU>
  %7 = lpf.constant 0.1 : f8E4M3FN
  %8 = lpf.constant dense<[[1.5, 0x7E], [-2.0, 3]]> : tensor<2x2xf8E4M3FN>
  %9 = lpf.constant dense<0.5> : tensor<8xf4E2M1FN>
  return
}
"#;

#[test]
fn rounding_and_overflow_with_defaults() {
    let context = context();
    let module = parse(&context, OPS);
    let converts = ops(&module, "lpf.convert");
    assert_eq!(attrs::rounding(&converts[0]), Ok(RoundingMode::TowardZero));
    assert_eq!(attrs::overflow(&converts[0]), Ok(Some(OverflowMode::NanOrInf)));
    assert_eq!(attrs::rounding(&converts[1]), Ok(RoundingMode::ToNearestEven));
    assert_eq!(attrs::overflow(&converts[1]), Ok(None));
    assert_eq!(attrs::rounding(&ops(&module, "lpf.mul")[0]), Ok(RoundingMode::Upward));
    assert_eq!(attrs::predicate(&ops(&module, "lpf.cmp")[0]), Ok(CmpPredicate::Uge));
}

#[test]
fn accumulator_dims_block_and_scale_rounding() {
    let context = context();
    let module = parse(&context, OPS);
    let dots = ops(&module, "lpf.dot");
    assert_eq!(attrs::acc(&dots[0]).unwrap(), Type::float64(&context));
    assert_eq!(attrs::acc(&dots[1]).unwrap(), Type::float32(&context));
    assert_eq!(attrs::dims(&ops(&module, "lpf.reduce_sum")[0]), Ok(vec![0, 1]));
    let quantize = ops(&module, "lpf.quantize_block");
    assert_eq!(attrs::block(&quantize[0]), Ok(32));
    assert_eq!(attrs::scale_rounding(&quantize[0]), Ok(ScaleRounding::Ceil));
    assert_eq!(attrs::block(&quantize[1]), Ok(16));
    assert_eq!(attrs::scale_rounding(&quantize[1]), Ok(ScaleRounding::Floor));
    assert!(attrs::block(&dots[0]).is_err());
}

#[test]
fn constants_keep_their_literals_exactly() {
    let context = context();
    let module = parse(&context, OPS);
    let constants = ops(&module, "lpf.constant");
    assert_eq!(attrs::constant_value(&constants[0]), Ok(ConstantValue::Scalar("0.1".into())));
    assert_eq!(
        attrs::constant_value(&constants[1]),
        Ok(ConstantValue::Dense { literals: vec!["1.5".into(), "0x7E".into(), "-2.0".into(), "3".into()], splat: false })
    );
    assert_eq!(
        attrs::constant_value(&constants[2]),
        Ok(ConstantValue::Dense { literals: vec!["0.5".into()], splat: true })
    );
}

#[test]
fn enum_values_match_the_printed_keywords() {
    // The Rust enums mirror the ODS ones by value: a mismatch would show as a wrong keyword here.
    let context = context();
    for (keyword, value) in [("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)] {
        let text = format!("func.func @f(%x: f32) {{\n %0 = lpf.convert %x rounding({keyword}) : f32 to f16\n return\n}}");
        let module = parse(&context, &text);
        let mode = attrs::rounding(&ops(&module, "lpf.convert")[0]).unwrap();
        assert_eq!(mode.as_str(), keyword);
        assert_eq!(RoundingMode::from_value(value), Some(mode));
    }
    for keyword in ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"] {
        let text = format!("func.func @f(%x: f32) {{\n %0 = lpf.cmp {keyword}, %x, %x : f32\n return\n}}");
        let module = parse(&context, &text);
        assert_eq!(attrs::predicate(&ops(&module, "lpf.cmp")[0]).unwrap().as_str(), keyword);
    }
}

#[test]
fn invalid_source_gives_none() {
    let context = context();
    assert!(source::parse_source(&context, "%0 = lpf.add %a : f16", "bad.mlir").is_none());
}

/// A dense literal's nesting comes from the input: 5,000 levels (rank 5,000) parse and print
/// iteratively (the parser and printer recursed once per level), and the printed text parses
/// back to itself. The issue's 50,000 levels pass as well, but take over a minute in a debug build.
#[test]
fn deep_dense_literals_parse_and_print_iteratively() {
    let depth = 5_000;
    let ty = format!("tensor<2x{}f32>", "1x".repeat(depth));
    let element = |x: &str| format!("{}{x}{}", "[".repeat(depth), "]".repeat(depth));
    let text = format!(
        "func.func @f() -> {ty} {{\n  %0 = lpf.constant dense<[{}, {}]> : {ty}\n  return %0 : {ty}\n}}\n",
        element("1.5"),
        element("2.5")
    );
    let context = context();
    let printed = parse(&context, &text).as_operation().to_string();
    assert!(printed.contains(&format!("dense<[{}, {}]>", element("1.5"), element("2.5"))));
    assert_eq!(parse(&context, &printed).as_operation().to_string(), printed);
}

/// MLIR's lexer finds the end of its buffer by a NUL after it; text from Rust has none. A source
/// that is a slice of a longer string must end where the slice ends, not where the next NUL or
/// unreadable page happens to be (found by fuzzing: a SIGSEGV in mlir::Lexer::lexToken).
#[test]
fn parsing_stops_at_the_end_of_the_source() {
    let context = context();
    let text = "func.func private @f()\nfunc.func private @g()";
    let first_line = &text[..text.find('\n').expect("two lines") + 1];
    let module = parse(&context, first_line);
    let funcs = ops(&module, "func.func");
    assert_eq!(funcs.len(), 1, "{}", module.as_operation());
    // A source cut after the `@` of a symbol is an error at its end (line 2, column 20), not
    // somewhere in whatever memory follows it.
    let cut = &text[..text.len() - 3];
    assert!(cut.ends_with('@'));
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let sink = seen.clone();
    context.attach_diagnostic_handler(move |d| {
        sink.borrow_mut().push(d.location().to_string());
        true
    });
    assert!(source::parse_source(&context, cut, "cut.mlir").is_none());
    assert_eq!(*seen.borrow(), ["loc(\"cut.mlir\":2:20)"], "the lexer read past the source");
}

/// A panic in a pass (also inside a walk, whose trampoline is a C frame of its own) must not
/// unwind into MLIR, nor end in success: `run_guarded` makes it an error at the op the pass runs
/// on and a pass failure. The panicking pass exists only in this test binary.
#[test]
fn a_panicking_pass_fails_with_a_located_error() {
    use lpf_dialect::unwind::WalkGuarded;
    use melior::ir::r#type::TypeId;
    use melior::pass::{create_external, ExternalPass, PassManager};

    #[repr(align(8))]
    struct PassId;
    static PASS_ID: PassId = PassId;
    fn panics(op: OperationRef, pass: ExternalPass) {
        lpf_dialect::passes::run_guarded("test-panics", op, pass, |op, _| {
            op.walk_guarded(WalkOrder::PreOrder, |op| {
                if op.name().as_string_ref().as_str() == Ok("func.func") {
                    panic!("the walk reached a function");
                }
                WalkResult::Advance
            });
        })
    }

    let context = context();
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let sink = seen.clone();
    context.attach_diagnostic_handler(move |d| {
        sink.borrow_mut().push(format!("{}: {}", d.location(), d));
        true
    });
    let mut module = parse(&context, "func.func private @f()\n");
    let manager = PassManager::new(&context);
    manager.add_pass(create_external(panics, TypeId::create(&PASS_ID), "TestPanics", "test-panics", "", "", &[]));
    assert!(manager.run(&mut module).is_err(), "the pass must fail");
    let seen = seen.borrow();
    assert_eq!(seen.len(), 1, "{seen:?}");
    // The pass runs on the implicit module, which is located at the file's line 0.
    assert!(seen[0].starts_with("loc(\"api.mlir\":0:0): lpf internal error while running pass 'test-panics'"), "{seen:?}");
    assert!(seen[0].ends_with("(please report): the walk reached a function"), "{seen:?}");
}

/// `parse_module` (what code that parses its own generated text uses instead of melior's
/// `Module::parse`) stops at the end of its text too: a slice cut after `@` is an error at the
/// cut, not a read of the text after the slice.
#[test]
fn parse_module_stops_at_the_end_of_the_source() {
    let context = context();
    let text = "func.func private @f()\nfunc.func private @g()";
    assert_eq!(ops(&source::parse_module(&context, text).expect("parses"), "func.func").len(), 2);
    let cut = &text[..text.len() - 3];
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let sink = seen.clone();
    context.attach_diagnostic_handler(move |d| {
        sink.borrow_mut().push(d.location().to_string());
        true
    });
    assert!(source::parse_module(&context, cut).is_none());
    assert_eq!(*seen.borrow(), ["loc(\"-\":2:20)"], "the lexer read past the source");
}

/// Integer attributes are read at their own width: MLIR's 64-bit getter would give the low
/// bits of an i128 (7 here) and a negative number for a large ui64.
#[test]
fn integer_values_at_their_width() {
    let context = context();
    let read = |text: &str| attrs::integer_value(melior::ir::Attribute::parse(&context, text).expect("attribute parses"));
    assert_eq!(read("18446744073709551623 : i128"), Some(Err("18446744073709551623".to_string())));
    assert_eq!(read("18446744073709551615 : ui64"), Some(Err("18446744073709551615".to_string())));
    assert_eq!(read("-170141183460469231731687303715884105728 : i128"), Some(Err("-170141183460469231731687303715884105728".to_string())));
    assert_eq!(read("7 : i128"), Some(Ok(7)));
    assert_eq!(read("-9223372036854775808 : i128"), Some(Ok(i64::MIN)));
    assert_eq!(read("-3 : i8"), Some(Ok(-3)));
    assert_eq!(read("9223372036854775807 : ui64"), Some(Ok(i64::MAX)));
    assert_eq!(read("12 : index"), Some(Ok(12)));
    assert_eq!(read("1.5 : f32"), None);
}
