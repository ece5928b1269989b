//! What the LLVM exit knows of the machine it compiles for: the width and number of its vector
//! registers (which size the dot kernel's tile, [`crate::to_llvm::kernels::contraction`]),
//! whether it has AVX2's byte shuffle (the packing's FP8 decode, `contraction/decode.rs`),
//! whether the kernels may run on several threads ([`super::parallel`]) and whether it has x86's
//! flush-to-zero mode.
//!
//! The lowering itself does not ask LLVM about the host: the tools do (lpf-run for the JIT,
//! the host's features; lpf-translate from `--target-triple`/`--mcpu`) and write the answer on
//! the module as one attribute, which `lpf-tensor-to-loops` reads:
//!
//! ```mlir
//! module attributes {lpf.target = {vector_bits = 512 : i64, vector_registers = 32 : i64, byte_shuffle = true, parallel = true, flush_to_zero = true}} { ... }
//! ```
//!
//! Without the attribute (plain `lpf-opt --lower-to-llvm`) the kernel is sized for AVX2 (16
//! registers of 256 bits) and runs on threads, but uses no x86 intrinsic (no byte shuffle), so
//! that the lowered module still compiles for any target. None of this changes a bit of any result: every
//! lane of every vector width still receives its own output's k = 0, 1, ... in order, and
//! threads split the outputs, never a sum.

use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::{Attribute, AttributeLike, StringAttribute};
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::OperationRef;

/// The module attribute the tools write and `lpf-tensor-to-loops` reads.
pub const ATTRIBUTE: &str = "lpf.target";

/// The vector unit and threading the kernels are generated for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// Bits of one vector register: 128 (SSE, NEON), 256 (AVX2) or 512 (AVX-512).
    pub vector_bits: u32,
    /// Vector registers the register allocator has: 16 (x86-64 without AVX-512) or 32.
    pub vector_registers: u32,
    /// Whether the target has AVX2's `vpshufb` on 32 bytes (`llvm.x86.avx2.pshuf.b`) and
    /// `vpermps` (`llvm.x86.avx2.permps`): the rhs packing then decodes FP8 codes by byte tables
    /// (`contraction/decode.rs`, `ByteRule`), and 4-bit codes convert to f32 eight at a time
    /// (`nibble.rs`).
    pub byte_shuffle: bool,
    /// Whether kernels split their outputs across OpenMP threads (`omp.parallel`; the program
    /// then needs libomp at run time).
    pub parallel: bool,
    /// Whether the target is x86, whose SSE control register (MXCSR) has a flush-to-zero mode:
    /// a kernel whose model flushes every subnormal result to a signed zero (AMD's FTZ-MUL-ADD,
    /// `matrix_units/amd.rs`) then runs in that mode (`llvm.x86.sse.stmxcsr`/`ldmxcsr`, restored
    /// after each tile) instead of flushing each product and sum itself.
    pub flush_to_zero: bool,
}

impl Default for Target {
    /// AVX2's 16 ymm registers, on threads, without the byte shuffle (an x86 intrinsic, which
    /// another target could not compile): what `lpf-opt --lower-to-llvm` assumes.
    fn default() -> Self {
        Target { vector_bits: 256, vector_registers: 16, byte_shuffle: false, parallel: true, flush_to_zero: false }
    }
}

impl Target {
    /// The vector unit of an LLVM target triple with these features (LLVM's `+name,-name` list,
    /// as the host query or a CPU's subtarget gives it): AVX-512 (`+avx512f`) 32 x 512 bits, AVX
    /// 16 x 256, other x86-64 16 x 128; AArch64 32 x 128 (NEON; SVE's width is unknown until run
    /// time); anything else 16 x 128. The byte shuffle: x86 with `+avx2`.
    pub fn from_llvm(triple: &str, features: &str, parallel: bool) -> Target {
        let has = |name: &str| features.split(',').any(|f| f.trim() == format!("+{name}"));
        let arch = triple.split('-').next().unwrap_or("");
        let (vector_bits, vector_registers) = match arch {
            "x86_64" | "i386" | "i686" if has("avx512f") => (512, 32),
            "x86_64" | "i386" | "i686" if has("avx") => (256, 16),
            "aarch64" | "arm64" => (128, 32),
            _ => (128, 16),
        };
        let x86 = matches!(arch, "x86_64" | "i386" | "i686");
        let byte_shuffle = x86 && has("avx2");
        Target { vector_bits, vector_registers, byte_shuffle, parallel, flush_to_zero: x86 }
    }

    /// The attribute's text (for the tools and lit tests).
    pub fn attribute_text(&self) -> String {
        format!(
            "{{vector_bits = {} : i64, vector_registers = {} : i64, byte_shuffle = {}, parallel = {}, flush_to_zero = {}}}",
            self.vector_bits, self.vector_registers, self.byte_shuffle, self.parallel, self.flush_to_zero
        )
    }

    /// Writes the attribute on `module`.
    pub fn set_on(&self, module: OperationRef) {
        let context: &melior::Context = lpf_dialect::context::context_of(module.context());
        let attribute = Attribute::parse(context, &self.attribute_text()).expect("the target attribute parses");
        crate::melior_ext::set_attribute(module, ATTRIBUTE, attribute);
    }

    /// The target `module` asks for: its `lpf.target` attribute, the default without one, an
    /// error naming what is wrong with a malformed one.
    pub fn of_module(module: OperationRef) -> Result<Target, String> {
        let Ok(attribute) = module.attribute(ATTRIBUTE) else { return Ok(Target::default()) };
        let mut target = Target::default();
        let bad = || format!("{ATTRIBUTE} = {attribute}: expected {{vector_bits = 128|256|512 : i64, vector_registers = 16|32 : i64, byte_shuffle = true|false, parallel = true|false, flush_to_zero = true|false}} (each optional)");
        // SAFETY: queries on a live attribute.
        unsafe {
            let raw = attribute.to_raw();
            if !mlir_sys::mlirAttributeIsADictionary(raw) {
                return Err(bad());
            }
            for i in 0..mlir_sys::mlirDictionaryAttrGetNumElements(raw) {
                let entry = mlir_sys::mlirDictionaryAttrGetElement(raw, i);
                let name = melior::ir::Identifier::from_raw(entry.name).as_string_ref().as_str().unwrap_or("").to_string();
                let value = entry.attribute;
                let int = || mlir_sys::mlirAttributeIsAInteger(value).then(|| mlir_sys::mlirIntegerAttrGetValueInt(value));
                match name.as_str() {
                    "vector_bits" => match int() {
                        Some(bits @ (128 | 256 | 512)) => target.vector_bits = bits as u32,
                        _ => return Err(bad()),
                    },
                    "vector_registers" => match int() {
                        Some(n @ (16 | 32)) => target.vector_registers = n as u32,
                        _ => return Err(bad()),
                    },
                    "byte_shuffle" if mlir_sys::mlirAttributeIsABool(value) => target.byte_shuffle = mlir_sys::mlirBoolAttrGetValue(value),
                    "parallel" if mlir_sys::mlirAttributeIsABool(value) => target.parallel = mlir_sys::mlirBoolAttrGetValue(value),
                    "flush_to_zero" if mlir_sys::mlirAttributeIsABool(value) => target.flush_to_zero = mlir_sys::mlirBoolAttrGetValue(value),
                    _ => return Err(bad()),
                }
            }
        }
        Ok(target)
    }
}

/// The first call of an x86 intrinsic (`llvm.x86.*`: the kernels of [`Target`]'s `byte_shuffle`
/// and `flush_to_zero`) in `op` and the ones it holds that `target` cannot compile, after
/// lowering: its located message (the call's location, printed, and the text, `what` naming the
/// target). A tool reports it there, where LLVM's code generator would stop without a location
/// ("Cannot select ...").
pub fn first_call_without(op: OperationRef, target: &Target, what: &str) -> Option<(String, String)> {
    let mut found = None;
    op.walk_guarded(WalkOrder::PreOrder, |inner| {
        let name = (inner.name().as_string_ref().as_str() == Ok("llvm.call_intrinsic"))
            .then(|| inner.attribute("intrin").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string()))
            .flatten();
        let needs = match name.as_deref() {
            Some(n) if n.starts_with("llvm.x86.avx2.") => (!target.byte_shuffle).then_some(("byte_shuffle", "AVX2", "x86 with AVX2")),
            Some(n) if n.starts_with("llvm.x86.") => (!target.flush_to_zero).then_some(("flush_to_zero", "flush-to-zero mode (x86's MXCSR)", "x86")),
            _ => None,
        };
        match (name, needs) {
            (Some(name), Some((key, lacks, lowered_for))) => {
                let message = format!(
                    "this kernel calls {name} (lowered with lpf.target's {key} = true, for {lowered_for}), but {what} has no {lacks}; lower it for this target (without an lpf.target that states {key} = true)"
                );
                found = Some((message, inner.location().to_string()));
                WalkResult::Interrupt
            }
            _ => WalkResult::Advance,
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vector_units_from_llvm_features() {
        let t = |triple, features| {
            let t = Target::from_llvm(triple, features, true);
            (t.vector_bits, t.vector_registers, t.byte_shuffle, t.flush_to_zero)
        };
        assert_eq!(t("x86_64-unknown-linux-gnu", "+sse2,+avx,+avx2,+fma,-avx512f"), (256, 16, true, true));
        assert_eq!(t("x86_64-unknown-linux-gnu", "+avx2,+avx512f,+avx512bw"), (512, 32, true, true));
        assert_eq!(t("x86_64-unknown-linux-gnu", "+sse2,+avx,-avx2"), (256, 16, false, true));
        assert_eq!(t("x86_64-unknown-linux-gnu", "+sse2,-avx"), (128, 16, false, true));
        assert_eq!(t("x86_64-unknown-linux-gnu", ""), (128, 16, false, true));
        assert_eq!(t("aarch64-unknown-linux-gnu", "+neon"), (128, 32, false, false));
        assert_eq!(t("riscv64-unknown-linux-gnu", "+v"), (128, 16, false, false));
    }
}

