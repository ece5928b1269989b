//! The verifier's copy of the block-scaled matrix-unit table (dialect/cpp/LpfScaledMatrixUnits.inc)
//! is generated from the numerics crate's scaled presets; this test fails when it is stale and
//! rewrites it with `LPF_BLESS=1 cargo test -p lpf-numerics --test scaled_matrix_units_table`.

use lpf_numerics::matrix_units::scaled_units;

fn generated() -> String {
    let mut out = String::from(
        "// Generated from numerics/src/matrix_units/scaled_presets.rs by numerics/tests/scaled_matrix_units_table.rs\n\
         // (LPF_BLESS=1 cargo test -p lpf-numerics --test scaled_matrix_units_table); do not edit.\n\
         // LPF_SCALED_MATRIX_VARIANT(unit, kind, lhs, rhs, scale, block, result, native k)\n",
    );
    for u in scaled_units() {
        for v in &u.variants {
            out += &format!(
                "LPF_SCALED_MATRIX_VARIANT(\"{}\", \"{}\", \"{}\", \"{}\", \"{}\", {}, \"{}\", {})\n",
                u.name,
                v.kind,
                v.lhs.mlir_name(),
                v.rhs.mlir_name(),
                v.scale.mlir_name(),
                v.block,
                v.result.mlir_name(),
                v.native_k
            );
        }
    }
    out
}

#[test]
fn verifier_table_is_generated_from_the_scaled_presets() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../dialect/cpp/LpfScaledMatrixUnits.inc");
    let want = generated();
    if std::env::var_os("LPF_BLESS").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(have == want, "{path} is stale: rerun with LPF_BLESS=1");
}
