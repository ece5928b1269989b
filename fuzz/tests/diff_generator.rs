//! The differential fuzzer's generator without running anything: programs are reproducible
//! from their seed, every argument holds valid codes of its declared shape, and every value is
//! defined before its use (the driver's runs need MLIR and live in scripts/test.d/82-diff-smoke.sh).

use lpf_fuzz::diff::program::{generate, Profile};
use lpf_fuzz::diff::{atreides, types::Elem};
use lpf_fuzz::generator::Rng;

#[test]
fn same_seed_same_program() {
    for seed in 0..50 {
        let a = generate(&mut Rng::new(seed), Profile::General);
        let b = generate(&mut Rng::new(seed), Profile::General);
        assert_eq!(a.text, b.text);
        assert_eq!(a.args.iter().map(|x| x.codes.clone()).collect::<Vec<_>>(), b.args.iter().map(|x| x.codes.clone()).collect::<Vec<_>>());
    }
}

#[test]
fn arguments_hold_valid_codes_of_their_shape() {
    for seed in 0..400 {
        let mut rng = Rng::new(seed);
        let program = match seed % 3 {
            0 => generate(&mut rng, Profile::General),
            1 => generate(&mut rng, Profile::Xla),
            _ => atreides::generate(&mut rng),
        };
        for arg in &program.args {
            assert_eq!(arg.codes.len(), arg.ty.shape.iter().product::<usize>(), "{}", program.text);
            if let Elem::Float(f) = arg.ty.elem {
                assert!(arg.codes.iter().all(|c| f.is_valid_code(*c)), "invalid {f:?} code in {}", program.text);
            }
        }
    }
}

#[test]
fn values_are_defined_before_use() {
    for seed in 0..400 {
        let program = generate(&mut Rng::new(seed), Profile::General);
        let main = program.text.split("func.func @main").nth(1).expect("an @main");
        let mut defined: Vec<String> = Vec::new();
        for line in main.lines().skip(1) {
            let (lhs, rhs) = line.split_once(" = ").unwrap_or(("", line));
            for word in rhs.split(|c: char| !(c.is_ascii_alphanumeric() || c == '%')) {
                if word.starts_with("%v") {
                    assert!(defined.iter().any(|d| d == word), "{word} used before definition in\n{}", program.text);
                }
            }
            defined.extend(lhs.split(',').map(|s| s.trim().to_string()));
        }
    }
}

/// Mixed programs (issue 41): reproducible, arguments of valid codes and their shapes, values
/// defined before use, and every xla guard an argument or a result of the program.
#[test]
fn mixed_programs_are_reproducible_and_well_formed() {
    use lpf_fuzz::diff::bound::Source;
    use lpf_fuzz::diff::mixed::{self, XlaCheck};
    let mut refusals = 0;
    let mut ops = std::collections::BTreeSet::new();
    for seed in 0..400 {
        let p = mixed::generate(&mut Rng::new(seed));
        let q = mixed::generate(&mut Rng::new(seed));
        assert_eq!(p.text, q.text);
        let info = p.mixed.as_ref().expect("mixed");
        assert_eq!(info.xla.len(), p.results.len());
        assert_eq!(info.producers.len(), p.results.len());
        refusals += info.expect_refusal as usize;
        for arg in &p.args {
            assert_eq!(arg.codes.len(), arg.ty.shape.iter().product::<usize>(), "{}", p.text);
            match arg.ty.elem {
                Elem::Float(f) => assert!(arg.codes.iter().all(|c| f.is_valid_code(*c)), "invalid {f:?} code in {}", p.text),
                Elem::Int { bits, .. } if bits < 64 => assert!(arg.codes.iter().all(|c| c >> bits == 0), "{}", p.text),
                _ => {}
            }
        }
        for check in &info.xla {
            if let XlaCheck::Guarded(sources) = check {
                for s in sources {
                    match *s {
                        Source::Arg(i) => assert!(i < p.args.len()),
                        Source::Result(i) => assert!(i < p.results.len()),
                    }
                }
            }
        }
        let main = p.text.split("func.func @main").nth(1).expect("an @main");
        let mut defined: Vec<String> = Vec::new();
        for line in main.lines().skip(1) {
            let (lhs, rhs) = line.split_once(" = ").unwrap_or(("", line));
            for word in rhs.split(|c: char| !(c.is_ascii_alphanumeric() || c == '%')) {
                if word.starts_with("%v") {
                    assert!(defined.iter().any(|d| d == word), "{word} used before definition in\n{}", p.text);
                }
            }
            defined.extend(lhs.split(',').map(|s| s.trim().to_string()));
            if let Some(op) = rhs.split('"').nth(1) {
                ops.insert(op.to_string());
            }
        }
    }
    assert!(refusals > 10, "{refusals} programs with an lpf op in a region");
    for op in ["stablehlo.divide", "stablehlo.remainder", "stablehlo.compare", "stablehlo.convert", "stablehlo.reduce", "stablehlo.map", "stablehlo.select", "stablehlo.clamp", "stablehlo.shift_left", "stablehlo.bitcast_convert"] {
        assert!(ops.contains(op), "no {op} in 400 programs: {ops:?}");
    }
}

/// lpf.conv (issue 38) is generated in both profiles with every part of its geometry, and each
/// returned conv under the XLA profile carries its geometry for the §8 bound.
#[test]
fn convolutions_cover_their_geometry() {
    use lpf_fuzz::diff::bound::Kind;
    let mut seen = std::collections::BTreeSet::new();
    let mut bounded = 0;
    for seed in 0..600 {
        let profile = if seed % 2 == 0 { Profile::General } else { Profile::Xla };
        let p = generate(&mut Rng::new(seed), profile);
        for line in p.text.lines().filter(|l| l.contains(" = lpf.conv ")) {
            // The lhs type `tensor<NxS..xCxT>` has rank + 0 'x's (its element type has none
            // but in gf16 and sf, whose `!lpf.` names have no 'x' either).
            let lhs_type = line.rsplit(" : ").next().expect("types").split(", ").next().expect("lhs");
            seen.insert(format!("{}-D", lhs_type.matches('x').count() - 2));
            for (what, needle) in [
                ("strides", "window_strides = array<i64: 2"),
                ("crop", "padding = array<i64: -"),
                ("lhs dilation", "lhs_dilation = array<i64: 2"),
                ("rhs dilation", "rhs_dilation = array<i64: 3"),
                ("feature groups", "feature_group_count = 2"),
                ("batch groups", "batch_group_count = 3"),
                ("f64", "acc(f64)"),
                ("bf16", "xbf16>"),
            ] {
                if line.contains(needle) {
                    seen.insert(what.to_string());
                }
            }
        }
        bounded += p.contractions.iter().filter(|c| matches!(c.kind, Kind::Conv(_))).count();
    }
    for what in ["1-D", "2-D", "3-D", "strides", "crop", "lhs dilation", "rhs dilation", "feature groups", "batch groups", "f64", "bf16"] {
        assert!(seen.contains(what), "no conv with {what} in 600 programs: {seen:?}");
    }
    assert!(bounded > 10, "{bounded} convs under the XLA profile with a bound");
}
