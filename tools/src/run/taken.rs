//! The StableHLO ops lpf-run takes from StableHLO's reference interpreter in mixed modules, for
//! speed (issue 39: the interpreter builds an APFloat per element and locates each element by a
//! multi-index, 800x jax.jit's time on a small flax LM):
//! - data movement, which never looks inside an element: `reshape` (the bytes are the value),
//!   `broadcast_in_dim`, `transpose`, `slice`, `concatenate`, `select`, `gather` without
//!   batching dimensions (embeddings, torch-mlir's index lookups), `pad` with edge padding of
//!   either sign and interior padding ([`pad`]), and `dynamic_slice` and `dynamic_update_slice`
//!   (a scan's weights and outputs; start indices read sign-extended and clamped as the
//!   interpreter reads and clamps them) (`lpf_numerics::kernels::layout`);
//! - `convert` among f32, bf16 and f64 (`machine::convert`: one rounding, APFloat's NaNs), and
//!   from integers of 1 to 64 bits (i1 as 0 or 1) to those floats (`machine_bits::int_to_float`:
//!   one rounding to nearest-even from the integer's exact value; iotas of rotary embeddings);
//! - `negate` of f32, bf16 and f64 (the sign flipped, NaNs too, as APFloat does) and `compare` of
//!   those floats (IEEE's unordered NaN), integers (by their signedness) and i1
//!   (`machine::negate`, `machine::compare`): a model's masks, rotary embeddings and clamps;
//! - `add`, `subtract`, `multiply`, `divide`, `maximum` and `minimum` of f32, bf16 and f64
//!   (`lpf_numerics::kernels::machine`: IEEE's correctly rounded results, and the interpreter's
//!   NaN rule);
//! - `tanh`, `exponential`, `log`, `sqrt`, `rsqrt` and `power` of f32, bf16 and f64, which the
//!   interpreter computes in f64 with the C library and rounds once: the same f64 functions
//!   (`machine::unary`, `machine::power`; torch-mlir's GELU cube and its f64 layer norms);
//!   `sine`, `cosine` and `power` so on bf16 and f64, and on f32 as XLA CPU and the LLVM exit
//!   compute them, the C library's `sinf`, `cosf` and `powf` (not the interpreter's bits on
//!   about 1.3% and 0.02% of arguments: `MachineUnary`'s and `machine::power`'s docs; Llama's
//!   rotary tables and their frequencies);
//! - `reduce` of one f32, bf16 or f64 input whose body is one of those ops on its two arguments (the
//!   sums, maxima of layer norms and softmax), in the interpreter's order: each result starts
//!   at the init value and takes the input's elements in row-major order, one rounding a step;
//! - `dot_general` with operands and result of one f32, bf16 or f64 type (the dots of a model computed
//!   in f32, which lpf does not raise): bf16 and f64 in the interpreter's order (from +0, the
//!   contracting index in row-major order, each product and each sum rounded: `machine::dot`),
//!   f32 as XLA CPU and the LLVM exit compute it (from +0, one fused multiply-add a step:
//!   `machine::fma_dot`; the interpreter's rounded products gave 5-30% of XLA's bits on the
//!   f32 exports), after `layout::transpose` brings the operands to [batch, free, contracting]
//!   and [batch, contracting, free]. Its run time was 99% of an f32 GPT-2's on `--backend ref`;
//! - `convolution` of one f32, bf16 or f64 type, in the interpreter's order ([`conv`]), `clamp`
//!   of those types ([`clamp`]) and `reduce_window` of one of those types with a `reduce`'s body
//!   ([`window`]);
//! - `bitcast_convert` within one width, float `abs`, integer `add`, `subtract`, `multiply`,
//!   `and`, `or`, `xor`, `not` and shifts, i1 `and`, `or`, `xor` and `not` (masks), and float
//!   `floor`, `ceil`, `round_nearest_even` and `round_nearest_afz` ([`bits`]).
//!
//! The interpreter runs every op it knows and hands lpf-run only the others, so each taken op is
//! renamed on lpf-run's copy of the module (`lpf_run.` before its name, operands, results,
//! attributes and location kept), at a function's top level and in `while` regions, where the
//! interpreter hands ops over (`hlo_regions::interpreter_hands_over`: a scan's body; a branch's
//! or a reduce body's ops stay the interpreter's). Their results are the interpreter's bits:
//! tests/taken_ops.rs runs each op both ways on special and random values.

use super::error::RunError;
use super::op::position_of;
use lpf_lowering::ir_numerics::{type_info, Element};
use lpf_lowering::raise_stablehlo::dot::DotDims;
use lpf_numerics::kernels::layout::{self, GatherDims};
use lpf_numerics::kernels::machine::{self, CompareDirection, CompareElement, MachineFloat, MachineOp, MachineUnary};
use lpf_stablehlo::interpret::element_bytes;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::attribute::{AttributeLike, StringAttribute};
use melior::ir::r#type::TypeLike;
use melior::ir::{BlockRef, Module, OperationRef, RegionLike, Type, ValueLike};

/// What a taken op's name starts with on the copy.
pub const PREFIX: &str = "lpf_run.";

/// The original name of a taken op (`None` for any other op).
pub fn original_name(name: &str) -> Option<&str> {
    name.strip_prefix(PREFIX).filter(|rest| rest.starts_with("stablehlo.") || *rest == "math.fma")
}

fn arithmetic(name: &str) -> Option<MachineOp> {
    Some(match name {
        "stablehlo.add" => MachineOp::Add,
        "stablehlo.subtract" => MachineOp::Sub,
        "stablehlo.multiply" => MachineOp::Mul,
        "stablehlo.divide" => MachineOp::Div,
        "stablehlo.maximum" => MachineOp::Max,
        "stablehlo.minimum" => MachineOp::Min,
        _ => return None,
    })
}

fn function(name: &str) -> Option<MachineUnary> {
    Some(match name {
        "stablehlo.tanh" => MachineUnary::Tanh,
        "stablehlo.exponential" => MachineUnary::Exp,
        "stablehlo.log" => MachineUnary::Log,
        "stablehlo.sqrt" => MachineUnary::Sqrt,
        "stablehlo.rsqrt" => MachineUnary::Rsqrt,
        "stablehlo.sine" => MachineUnary::Sin,
        "stablehlo.cosine" => MachineUnary::Cos,
        _ => return None,
    })
}

/// The bytes of one element in the interpreter's layout.
fn bytes_of(element: Element) -> usize {
    element_bytes(match element {
        Element::Float(format) => format.params().bits,
        Element::Int(ty) => ty.bits,
    })
}

/// The element of a value type lpf-run knows.
fn element_of(ty: Type) -> Option<Element> {
    element_and_shape(ty).map(|(element, _)| element)
}

/// An integer attribute of `op` (`dimension`).
fn integer_attribute(op: OperationRef, name: &str) -> Option<i64> {
    let attribute = op.attribute(name).ok()?;
    melior::ir::attribute::IntegerAttribute::try_from(attribute).ok().map(|a| a.value())
}

/// A `gather`'s dimension numbers and slice sizes, and its indices' integer type; `None` with
/// batching dimensions, or what this reading does not know.
fn gather_of(op: OperationRef) -> Option<(GatherDims, Vec<usize>, lpf_numerics::IntType)> {
    let text = op.attribute("dimension_numbers").ok()?.to_string();
    let mut dims = GatherDims { offset_dims: vec![], collapsed_slice_dims: vec![], start_index_map: vec![], index_vector_dim: usize::MAX };
    for (key, numbers) in lpf_lowering::hlo_ops::dimension_fields(&text, "gather")? {
        match key.as_str() {
            "offset_dims" => dims.offset_dims = numbers,
            "collapsed_slice_dims" => dims.collapsed_slice_dims = numbers,
            "start_index_map" => dims.start_index_map = numbers,
            "index_vector_dim" => dims.index_vector_dim = *numbers.first()?,
            _ => return None,
        }
    }
    let slice_sizes = dimensions(op, "slice_sizes")?;
    let Element::Int(index_type) = element_of(op.operand(1).ok()?.r#type())? else { return None };
    (dims.index_vector_dim != usize::MAX).then_some((dims, slice_sizes, index_type))
}

/// A `slice`'s start indices and strides.
fn slice_attributes(op: OperationRef) -> Option<(Vec<usize>, Vec<usize>)> {
    Some((dimensions(op, "start_indices")?, dimensions(op, "strides")?))
}

/// Whether `ty` is a rank-0 integer tensor (a start index).
fn is_index(ty: Type) -> bool {
    matches!(element_and_shape(ty), Some((Element::Int(_), shape)) if shape.is_empty())
}

/// Integer indices of `bits` bits from the interpreter's bytes, sign-extended whatever their
/// signedness, as the interpreter reads an index (`getSExtValue`).
fn indices_of(bytes: &[u8], bits: u32) -> Vec<i64> {
    let width = element_bytes(bits);
    let shift = 64 - bits;
    bytes
        .chunks_exact(width)
        .map(|b| {
            let mut word = [0u8; 8];
            word[..width].copy_from_slice(b);
            ((u64::from_le_bytes(word) << shift) as i64) >> shift
        })
        .collect()
}

/// A `dynamic_slice`'s or `dynamic_update_slice`'s start indices (its operands from `first`
/// on, rank-0 integer tensors) clamped as the interpreter clamps them, into [0, `from[d]` -
/// `size[d]`].
fn clamped_starts(op: OperationRef, operands: &[&[u8]], from: &[usize], size: &[usize]) -> Option<Vec<usize>> {
    let first = op.operand_count().checked_sub(from.len())?;
    (0..from.len())
        .map(|d| {
            let Some((Element::Int(int), shape)) = element_and_shape(op.operand(first + d).ok()?.r#type()) else { return None };
            let [index] = indices_of(operands.get(first + d)?, int.bits)[..] else { return None };
            let top = from[d].checked_sub(*size.get(d)?)?;
            (shape.is_empty()).then(|| index.clamp(0, top as i64) as usize)
        })
        .collect()
}

/// A `compare`'s direction and how it reads its elements; `None` for a TOTALORDER or another
/// explicit comparison type than the one the element implies (the interpreter ignores it; the
/// rewrite of TOTALORDER runs before), and for elements it does not know.
fn compare_of(op: OperationRef) -> Option<(CompareDirection, CompareElement)> {
    let text = op.attribute("comparison_direction").ok()?.to_string();
    let direction = match text.trim().strip_prefix("#stablehlo<comparison_direction")?.trim().trim_end_matches('>').trim() {
        "EQ" => CompareDirection::Eq,
        "NE" => CompareDirection::Ne,
        "GE" => CompareDirection::Ge,
        "GT" => CompareDirection::Gt,
        "LE" => CompareDirection::Le,
        "LT" => CompareDirection::Lt,
        _ => return None,
    };
    let stated = op.attribute("compare_type").ok().map(|a| a.to_string());
    let element = match element_of(op.operand(0).ok()?.r#type())? {
        Element::Float(format) => CompareElement::Float(MachineFloat::of(format)?),
        Element::Int(int) if int.bits == 1 => CompareElement::Bool,
        Element::Int(int) if [8, 16, 32, 64].contains(&int.bits) && int.signed => CompareElement::Signed(int.bits as usize / 8),
        Element::Int(int) if [8, 16, 32, 64].contains(&int.bits) => CompareElement::Unsigned(int.bits as usize / 8),
        Element::Int(_) => return None,
    };
    let implied = match element {
        CompareElement::Float(_) => "FLOAT",
        CompareElement::Signed(_) => "SIGNED",
        CompareElement::Unsigned(_) | CompareElement::Bool => "UNSIGNED",
    };
    match stated {
        Some(text) if !text.contains(implied) => None,
        _ => Some((direction, element)),
    }
}

/// The integer element of `ty` where the interpreter holds it (i1, or 2 to 64 bits in the
/// widths it knows), for a `convert` to floats.
fn convertible_int(ty: Type) -> Option<lpf_numerics::IntType> {
    match element_of(ty)? {
        Element::Int(int) if [1, 2, 4, 8, 16, 32, 64].contains(&int.bits) => Some(int),
        _ => None,
    }
}

/// `power`, computed as the interpreter does in f64, on f32 as XLA does ([`machine::power`]).
const POWER: &str = "stablehlo.power";

/// Element and static shape of a value type lpf-run knows.
fn element_and_shape(ty: Type) -> Option<(Element, Vec<usize>)> {
    let info = type_info(ty)?;
    Some((info.element, info.static_shape()?))
}

fn machine_float(ty: Type) -> Option<MachineFloat> {
    match element_and_shape(ty)?.0 {
        Element::Float(format) => MachineFloat::of(format),
        Element::Int(_) => None,
    }
}

/// Whether lpf-run takes `op` (its operands and results have types it knows, and for the
/// arithmetic, all of one f32, bf16 or f64 type).
fn takes(op: OperationRef) -> bool {
    let name = op.name();
    let Ok(name) = name.as_string_ref().as_str() else { return false };
    let types: Vec<Type> = op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type())).collect();
    if types.iter().any(|ty| element_and_shape(*ty).is_none()) {
        return false;
    }
    match name {
        "stablehlo.constant" => op.operand_count() == 0 && op.result_count() == 1 && constant_bytes(op).is_some(),
        "stablehlo.reshape" | "stablehlo.broadcast_in_dim" | "stablehlo.transpose" => op.operand_count() == 1 && op.result_count() == 1,
        "stablehlo.gather" => op.operand_count() == 2 && op.result_count() == 1 && element_of(types[0]) == element_of(types[2]) && gather_of(op).is_some(),
        "stablehlo.convert" => op.operand_count() == 1 && op.result_count() == 1 && (machine_float(types[0]).is_some() || convertible_int(types[0]).is_some()) && machine_float(types[1]).is_some(),
        "stablehlo.pad" => pad::takes(op),
        "stablehlo.slice" => op.operand_count() == 1 && op.result_count() == 1 && slice_attributes(op).is_some(),
        // Start indices of any integer type, one rank-0 tensor per dimension.
        "stablehlo.dynamic_slice" => {
            let rank = element_and_shape(types[0]).map_or(0, |t| t.1.len());
            op.operand_count() == 1 + rank && op.result_count() == 1 && element_of(types[0]) == element_of(types[rank + 1]) && types[1..=rank].iter().all(|ty| is_index(*ty))
        }
        "stablehlo.dynamic_update_slice" => {
            let rank = element_and_shape(types[0]).map_or(0, |t| t.1.len());
            op.operand_count() == 2 + rank && op.result_count() == 1 && types[0] == types[rank + 2] && element_of(types[1]) == element_of(types[0]) && types[2..rank + 2].iter().all(|ty| is_index(*ty))
        }
        "stablehlo.concatenate" => op.operand_count() >= 1 && op.result_count() == 1 && integer_attribute(op, "dimension").is_some() && types.iter().all(|ty| element_of(*ty) == element_of(types[0])),
        "stablehlo.select" => op.operand_count() == 3 && op.result_count() == 1 && types[1] == types[3] && types[2] == types[3] && matches!(element_of(types[0]), Some(Element::Int(int)) if int.bits == 1),
        "stablehlo.negate" => op.operand_count() == 1 && op.result_count() == 1 && machine_float(types[0]).is_some() && types[0] == types[1],
        "stablehlo.compare" => op.operand_count() == 2 && op.result_count() == 1 && types[0] == types[1] && compare_of(op).is_some(),
        "stablehlo.dot_general" => {
            op.operand_count() == 2 && op.result_count() == 1 && machine_float(types[0]).is_some() && types.iter().all(|ty| element_and_shape(*ty).map(|t| t.0) == element_and_shape(types[0]).map(|t| t.0)) && dot_layout(op).is_some()
        }
        "stablehlo.convolution" => conv::takes(op),
        "stablehlo.clamp" => clamp::takes(op),
        "stablehlo.reduce_window" => window::takes(op),
        // XLA's contracted multiply-adds (hlo_defined::xla_fused_multiply_add at a function's
        // top level).
        "math.fma" => op.operand_count() == 3 && op.result_count() == 1 && machine_float(types[0]) == Some(MachineFloat::F32) && types.iter().all(|ty| *ty == types[0]),
        "stablehlo.reduce" => {
            op.operand_count() == 2
                && op.result_count() == 1
                && machine_float(types[0]).is_some()
                && types.iter().all(|ty| element_and_shape(*ty).map(|t| t.0) == element_and_shape(types[0]).map(|t| t.0))
                && reduce_body(op).is_some()
        }
        _ if bits::takes(op, name) => true,
        _ if arithmetic(name).is_some() || function(name).is_some() || name == POWER => machine_float(types[0]).is_some() && types.iter().all(|ty| *ty == types[0]),
        _ => false,
    }
}

/// The op of a `reduce` body that applies one arithmetic op to its two arguments and returns
/// the result, and whether the input element is its left operand (the interpreter passes the
/// partial result first).
fn reduce_body(op: OperationRef) -> Option<(&'static str, bool)> {
    // Asked first: melior's error for a missing region prints the whole op.
    if op.region_count() != 1 || !matches!(op.name().as_string_ref().as_str(), Ok("stablehlo.reduce" | "stablehlo.reduce_window")) {
        return None;
    }
    let region = op.region(0).ok()?;
    let block = region.first_block()?;
    if block.next_in_region().is_some() || block.argument_count() != 2 {
        return None;
    }
    let (acc, x) = (block.argument(0).ok()?.to_raw().ptr, block.argument(1).ok()?.to_raw().ptr);
    let body = block.first_operation()?;
    let ret = body.next_in_block()?;
    let name = body.name();
    let name = name.as_string_ref().as_str().ok()?;
    let known = ["stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "stablehlo.minimum"].into_iter().find(|n| *n == name)?;
    let operands: Vec<_> = body.operands().map(|v| v.to_raw().ptr).collect();
    let x_first = match operands.as_slice() {
        [a, b] if *a == acc && *b == x => false,
        [a, b] if *a == x && *b == acc => true,
        _ => return None,
    };
    let returns_it = ret.name().as_string_ref().as_str() == Ok("stablehlo.return")
        && ret.operand_count() == 1
        && ret.operand(0).ok()?.to_raw().ptr == body.result(0).ok()?.to_raw().ptr
        && ret.next_in_block().is_none();
    returns_it.then_some((known, x_first))
}

/// Renames the ops lpf-run takes, at the top level of every function of `module` and in the
/// regions of its `stablehlo.while` ops (nested whiles too), where the interpreter hands ops to
/// lpf-run. Left alone when a `func.call` sits inside a region: the interpreter evaluates the
/// callee without lpf-run's evaluator there (inside a branch).
pub fn take(module: &Module) {
    let mut nested_call = false;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let is_call = op.name().as_string_ref().as_str() == Ok("func.call");
        if is_call && op.parent_operation().is_some() && !lpf_lowering::melior_ext::at_function_top_level(op) {
            nested_call = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    if nested_call {
        return;
    }
    let mut next = module.body().first_operation();
    while let Some(func) = next {
        next = func.next_in_block();
        if func.name().as_string_ref().as_str() != Ok("func.func") {
            continue;
        }
        if let Some(block) = func.region(0).ok().and_then(|r| r.first_block()) {
            take_in(block);
        }
    }
}

/// Renames the ops lpf-run takes in `block`, and in the regions of the `while` ops in it.
fn take_in(block: BlockRef) {
    let mut op = block.first_operation();
    while let Some(current) = op {
        op = current.next_in_block();
        if current.name().as_string_ref().as_str() == Ok("stablehlo.while") {
            for region in current.regions() {
                let mut inner = region.first_block();
                while let Some(block) = inner {
                    inner = block.next_in_region();
                    take_in(block);
                }
            }
        } else if takes(current) {
            // A reduce keeps its body as attributes: the renamed op has no region.
            let body = reduce_body(current).map(|(name, x_first)| [(BODY, name), (X_FIRST, if x_first { "true" } else { "false" })]);
            let extra = if lpf_lowering::hlo_defined::is_loop_dot(current) { &[(LOOP_DOT, "true")][..] } else { body.as_ref().map_or(&[][..], |b| &b[..]) };
            rename(current, extra);
        }
    }
}

/// How a taken `dot_general` runs: the permutations that bring lhs to [batch, free, contracting]
/// and rhs to [batch, contracting, free] (batch and contracting dimensions in their listed order,
/// free ones ascending, as the result lists them), and (B, M, K, N).
struct DotLayout {
    lhs_perm: Vec<usize>,
    rhs_perm: Vec<usize>,
    dims: (usize, usize, usize, usize),
}

fn dot_layout(op: OperationRef) -> Option<DotLayout> {
    let numbers = op.attribute("dot_dimension_numbers").ok()?.to_string();
    let dims = DotDims::parse(&numbers)?;
    let (lhs, rhs) = (element_and_shape(op.operand(0).ok()?.r#type())?.1, element_and_shape(op.operand(1).ok()?.r#type())?.1);
    let list = |l: &[i64], rank: usize| -> Option<Vec<usize>> { l.iter().map(|&d| usize::try_from(d).ok().filter(|&d| d < rank)).collect() };
    let (lb, lc) = (list(&dims.lhs_batch, lhs.len())?, list(&dims.lhs_contracting, lhs.len())?);
    let (rb, rc) = (list(&dims.rhs_batch, rhs.len())?, list(&dims.rhs_contracting, rhs.len())?);
    let free = |rank: usize, a: &[usize], b: &[usize]| -> Vec<usize> { (0..rank).filter(|d| !a.contains(d) && !b.contains(d)).collect() };
    let (lf, rf) = (free(lhs.len(), &lb, &lc), free(rhs.len(), &rb, &rc));
    let size = |shape: &[usize], d: &[usize]| -> usize { d.iter().map(|&d| shape[d]).product() };
    let (lhs_perm, rhs_perm) = ([&lb[..], &lf, &lc].concat(), [&rb[..], &rc, &rf].concat());
    // The verifier's rules, asked again: each dimension once, paired lists of equal sizes.
    let paired = |a: &[usize], b: &[usize]| a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| lhs[x] == rhs[y]);
    let fits = lhs_perm.len() == lhs.len() && rhs_perm.len() == rhs.len() && paired(&lb, &rb) && paired(&lc, &rc);
    fits.then(|| DotLayout { dims: (size(&lhs, &lb), size(&lhs, &lf), size(&lhs, &lc), size(&rhs, &rf)), lhs_perm, rhs_perm })
}

/// The attributes a taken reduce carries its body in: the op's name, and whether the input
/// element is its left operand.
const BODY: &str = "lpf_run.body";
const X_FIRST: &str = "lpf_run.x_first";

/// The attribute on a taken f32 dot in a `while` region that XLA sums as fused multiply-adds in
/// k order from +0, one chain over all of K (`hlo_defined::is_loop_dot`: what the LLVM exit
/// writes out for it, `xla_loop_dot_native`; outside that layout, a dot in a loop rounds its
/// products on both, StableHLO's and linalg's arithmetic).
const LOOP_DOT: &str = "lpf_run.loop_dot";

/// Replaces `op` by the same op named `lpf_run.<name>`, without regions, with `extra` string
/// attributes.
fn rename(op: OperationRef, extra: &[(&str, &str)]) {
    let name = format!("{PREFIX}{}", op.name().as_string_ref().as_str().unwrap_or_default());
    // SAFETY: `op` is live in a block; the new op takes its operands, result types, attributes
    // and location, goes in front of it and takes over its uses before `op` is destroyed.
    unsafe {
        let raw = op.to_raw();
        let name_ref = mlir_sys::MlirStringRef { data: name.as_ptr().cast(), length: name.len() };
        let mut state = mlir_sys::mlirOperationStateGet(name_ref, mlir_sys::mlirOperationGetLocation(raw));
        let operands: Vec<mlir_sys::MlirValue> = op.operands().map(|v| v.to_raw()).collect();
        let results: Vec<mlir_sys::MlirType> = op.results().map(|r| r.r#type().to_raw()).collect();
        let count = mlir_sys::mlirOperationGetNumAttributes(raw);
        let mut attributes: Vec<mlir_sys::MlirNamedAttribute> = (0..count).map(|i| mlir_sys::mlirOperationGetAttribute(raw, i)).collect();
        let context = mlir_sys::mlirOperationGetContext(raw);
        let text = |s: &str| mlir_sys::MlirStringRef { data: s.as_ptr().cast(), length: s.len() };
        for (key, value) in extra {
            attributes.push(mlir_sys::mlirNamedAttributeGet(
                mlir_sys::mlirIdentifierGet(context, text(key)),
                mlir_sys::mlirStringAttrGet(context, text(value)),
            ));
        }
        mlir_sys::mlirOperationStateAddOperands(&mut state, operands.len() as isize, operands.as_ptr());
        mlir_sys::mlirOperationStateAddResults(&mut state, results.len() as isize, results.as_ptr());
        mlir_sys::mlirOperationStateAddAttributes(&mut state, attributes.len() as isize, attributes.as_ptr());
        let renamed = mlir_sys::mlirOperationCreate(&mut state);
        mlir_sys::mlirBlockInsertOwnedOperationBefore(mlir_sys::mlirOperationGetBlock(raw), raw, renamed);
        for index in 0..results.len() as isize {
            mlir_sys::mlirValueReplaceAllUsesOfWith(mlir_sys::mlirOperationGetResult(raw, index), mlir_sys::mlirOperationGetResult(renamed, index));
        }
        mlir_sys::mlirOperationDestroy(raw);
    }
}

/// An i64 array attribute of `op` (`broadcast_dimensions`, `permutation`).
fn dimensions(op: OperationRef, name: &str) -> Option<Vec<usize>> {
    let attribute = op.attribute(name).ok()?;
    let raw = attribute.to_raw();
    // SAFETY: reads a live attribute, checked to be a DenseI64ArrayAttr first.
    unsafe {
        if !mlir_sys::mlirAttributeIsADenseI64Array(raw) {
            return None;
        }
        let count = mlir_sys::mlirDenseArrayGetNumElements(raw);
        (0..count).map(|i| usize::try_from(mlir_sys::mlirDenseI64ArrayGetElement(raw, i)).ok()).collect()
    }
}

/// A `stablehlo.constant`'s elements as the interpreter's bytes: the dense attribute's raw
/// data (one element repeated for a splat), for elements of 8, 16, 32 or 64 bits. The
/// interpreter converted a constant element by element on every call (the rsqrt estimate's
/// 8192-entry table was a tenth of a served f32 GPT-2 call).
fn constant_bytes(op: OperationRef) -> Option<Vec<u8>> {
    let (element, shape) = element_and_shape(op.result(0).ok()?.r#type())?;
    let width = match element {
        Element::Float(format) => format.params().bits,
        Element::Int(ty) => ty.bits,
    };
    if ![8, 16, 32, 64].contains(&width) {
        return None;
    }
    let size = bytes_of(element);
    let count: usize = shape.iter().product();
    let value = op.attribute("value").ok()?;
    // SAFETY: queries on a live attribute; the raw data is read only after its kind, splat-ness
    // and length are known (a dense elements attribute of `count` elements of `size` bytes).
    unsafe {
        let raw = value.to_raw();
        if !mlir_sys::mlirAttributeIsADenseElements(raw) {
            return None;
        }
        let data = mlir_sys::mlirDenseElementsAttrGetRawData(raw) as *const u8;
        if data.is_null() {
            return None;
        }
        if mlir_sys::mlirDenseElementsAttrIsSplat(raw) {
            let one = std::slice::from_raw_parts(data, size);
            return Some(one.repeat(count));
        }
        Some(std::slice::from_raw_parts(data, size * count).to_vec())
    }
}

/// Evaluates a taken op (`name`: its original name) on the interpreter's bytes.
pub fn evaluate(op: OperationRef, name: &str, operands: &[&[u8]], results: &mut [&mut [u8]]) -> Result<(), RunError> {
    let at = |message: String| RunError::at(position_of(op), format!("'{name}': {message}"));
    if name == "stablehlo.constant" {
        let ([], [out]) = (operands, results) else { return Err(at("internal error: operand or result count".into())) };
        let bytes = constant_bytes(op).ok_or_else(|| at("internal error: not a constant lpf-run takes".into()))?;
        if bytes.len() != out.len() {
            return Err(at(format!("internal error: {} constant bytes for {} result bytes", bytes.len(), out.len())));
        }
        out.copy_from_slice(&bytes);
        return Ok(());
    }
    let (Ok(operand), Ok(result)) = (op.operand(0), op.result(0)) else { return Err(at("internal error: no operand or result".into())) };
    let (Some((element, from)), Some((_, to))) = (element_and_shape(operand.r#type()), element_and_shape(result.r#type())) else {
        return Err(at("internal error: a type lpf-run does not know".into()));
    };
    let ([input, rest @ ..], [out]) = (operands, results) else { return Err(at("internal error: operand or result count".into())) };
    let size = bytes_of(element);
    let kernel = |r: Result<(), lpf_numerics::kernels::KernelError>| r.map_err(|e| at(format!("internal error: {e}")));
    match name {
        "stablehlo.reshape" if input.len() == out.len() => {
            out.copy_from_slice(input);
            Ok(())
        }
        "stablehlo.broadcast_in_dim" => {
            let dims = dimensions(op, "broadcast_dimensions").ok_or_else(|| at("internal error: no broadcast_dimensions".into()))?;
            kernel(layout::broadcast_in_dim(input, size, &from, &dims, &to, out))
        }
        "stablehlo.transpose" => {
            let perm = dimensions(op, "permutation").ok_or_else(|| at("internal error: no permutation".into()))?;
            kernel(layout::transpose(input, size, &from, &perm, out))
        }
        "stablehlo.gather" => {
            let (Some((dims, slice_sizes, index_type)), [index_bytes]) = (gather_of(op), rest) else {
                return Err(at("internal error: not a gather lpf-run takes".into()));
            };
            let index_shape = op.operand(1).ok().and_then(|v| element_and_shape(v.r#type())).map(|t| t.1).unwrap_or_default();
            // (A ui32 index of 2^31 or more clamps to 0 there, where XLA clamps it to the top:
            // out of range either way.)
            let indices = indices_of(index_bytes, index_type.bits);
            kernel(layout::gather_slices(input, size, &from, &indices, &index_shape, &dims, &slice_sizes, &to, out))
        }
        "stablehlo.convert" => match (machine_float(operand.r#type()), machine_float(result.r#type())) {
            // A convert into its own type keeps every bit (a signalling NaN too).
            (Some(from_ty), Some(to_ty)) if from_ty == to_ty && input.len() == out.len() => {
                out.copy_from_slice(input);
                Ok(())
            }
            (Some(from_ty), Some(to_ty)) => kernel(machine::convert(from_ty, to_ty, input, out)),
            (None, Some(to_ty)) => match convertible_int(operand.r#type()) {
                Some(int) => kernel(lpf_numerics::kernels::machine_bits::int_to_float(int, to_ty, input, out)),
                None => Err(at("internal error: not a convert lpf-run takes".into())),
            },
            _ => Err(at("internal error: not a convert lpf-run takes".into())),
        },
        "stablehlo.slice" => {
            let (start, strides) = slice_attributes(op).ok_or_else(|| at("internal error: no slice attributes".into()))?;
            kernel(layout::slice(input, size, &from, &start, &strides, &to, out))
        }
        "stablehlo.dynamic_slice" => {
            let start = clamped_starts(op, operands, &from, &to).ok_or_else(|| at("internal error: not a dynamic_slice lpf-run takes".into()))?;
            kernel(layout::slice(input, size, &from, &start, &vec![1; from.len()], &to, out))
        }
        "stablehlo.dynamic_update_slice" => {
            let (Some((_, shape)), [update, ..]) = (op.operand(1).ok().and_then(|v| element_and_shape(v.r#type())), rest) else {
                return Err(at("internal error: not a dynamic_update_slice lpf-run takes".into()));
            };
            let start = clamped_starts(op, operands, &from, &shape).ok_or_else(|| at("internal error: not a dynamic_update_slice lpf-run takes".into()))?;
            if input.len() != out.len() {
                return Err(at("internal error: the result is not the operand's size".into()));
            }
            out.copy_from_slice(input);
            kernel(layout::update_slice(out, size, &to, update, &shape, &start))
        }
        "stablehlo.concatenate" => {
            let dim = integer_attribute(op, "dimension").and_then(|d| usize::try_from(d).ok()).ok_or_else(|| at("internal error: no dimension".into()))?;
            let shapes: Vec<Vec<usize>> = op.operands().map(|v| element_and_shape(v.r#type()).map(|t| t.1).unwrap_or_default()).collect();
            let inputs: Vec<(&[u8], &[usize])> = operands.iter().zip(&shapes).map(|(bytes, shape)| (*bytes, shape.as_slice())).collect();
            kernel(layout::concatenate(&inputs, size, dim, out))
        }
        "stablehlo.select" => {
            let [on_true, on_false] = rest else { return Err(at("internal error: not a select lpf-run takes".into())) };
            let value_size = op.operand(1).ok().and_then(|v| element_of(v.r#type())).map(bytes_of).unwrap_or(0);
            kernel(layout::select(input, on_true, on_false, value_size, out))
        }
        "stablehlo.negate" => match machine_float(operand.r#type()) {
            Some(ty) => kernel(machine::negate(ty, input, out)),
            None => Err(at("internal error: not a negate lpf-run takes".into())),
        },
        "stablehlo.compare" => match (compare_of(op), rest) {
            (Some((direction, element)), [rhs]) => kernel(machine::compare(direction, element, input, rhs, out)),
            _ => Err(at("internal error: not a compare lpf-run takes".into())),
        },
        "stablehlo.dot_general" => {
            let (Some(layout), Some(ty), [rhs]) = (dot_layout(op), machine_float(operand.r#type()), rest) else {
                return Err(at("internal error: not a dot_general lpf-run takes".into()));
            };
            let rhs_shape = op.operand(1).ok().and_then(|v| element_and_shape(v.r#type())).map(|t| t.1).unwrap_or_default();
            let arranged = |bytes: &[u8], shape: &[usize], perm: &[usize]| -> Result<Vec<u8>, RunError> {
                let mut moved = vec![0u8; bytes.len()];
                if perm.iter().enumerate().all(|(i, &p)| i == p) {
                    moved.copy_from_slice(bytes);
                } else {
                    kernel(layout::transpose(bytes, size, shape, perm, &mut moved))?;
                }
                Ok(moved)
            };
            let (lhs, rhs) = (arranged(input, &from, &layout.lhs_perm)?, arranged(rhs, &rhs_shape, &layout.rhs_perm)?);
            if ty == MachineFloat::F32 && op.has_attribute(LOOP_DOT) {
                // XLA's f32 x f32 arithmetic in a loop ([`LOOP_DOT`]).
                kernel(machine::fma_dot(&lhs, &rhs, layout.dims, usize::MAX, out))
            } else if ty == MachineFloat::F32 && lpf_lowering::raise_stablehlo::dot::computed_by_dot_kernels(op) {
                // XLA's f32 x f32 arithmetic, as the LLVM exit computes the dots it makes lpf.dot
                // (`lpf.foreign_fma`), in XLA's K blocks where the dot rewrite stated them
                // (lpf_lowering::hlo_defined::K_BLOCK).
                let k_block = integer_attribute(op, lpf_lowering::hlo_defined::K_BLOCK).map_or(usize::MAX, |b| usize::try_from(b).unwrap_or(0));
                kernel(machine::fma_dot(&lhs, &rhs, layout.dims, k_block, out))
            } else {
                kernel(machine::dot(ty, &lhs, &rhs, layout.dims, out))
            }
        }
        "stablehlo.reduce" => {
            let dims = dimensions(op, "dimensions").ok_or_else(|| at("internal error: no dimensions".into()))?;
            let string = |key: &str| op.attribute(key).ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
            let (body, x_first) = (string(BODY).and_then(|b| arithmetic(&b)), string(X_FIRST) == Some("true".into()));
            match (body, machine_float(operand.r#type()), rest) {
                (Some(body), Some(ty), [init]) => kernel(machine::reduce(body, ty, x_first, input, &from, &dims, init, out)),
                _ => Err(at("internal error: not a reduce lpf-run takes".into())),
            }
        }
        "math.fma" => match rest {
            [b, c] => kernel(machine::fma(input, b, c, out)),
            _ => Err(at("internal error: not a math.fma lpf-run takes".into())),
        },
        "stablehlo.convolution" => match rest {
            [rhs] => conv::evaluate(op, input, rhs, out).map_err(at),
            _ => Err(at("internal error: not a convolution lpf-run takes".into())),
        },
        "stablehlo.clamp" => clamp::evaluate(op, operands, out).map_err(at),
        "stablehlo.pad" => match rest {
            [value] => pad::evaluate(op, input, value, out).map_err(at),
            _ => Err(at("internal error: not a pad lpf-run takes".into())),
        },
        "stablehlo.reduce_window" => match rest {
            [init] => window::evaluate(op, input, init, out).map_err(at),
            _ => Err(at("internal error: not a reduce_window lpf-run takes".into())),
        },
        _ if bits::takes(op, name) => bits::evaluate(op, name, operands, out).map_err(at),
        POWER => match (machine_float(operand.r#type()), rest) {
            (Some(ty), [rhs]) => kernel(machine::power(ty, input, rhs, out)),
            _ => Err(at("internal error: not a power lpf-run takes".into())),
        },
        _ => match (arithmetic(name), function(name), machine_float(operand.r#type()), rest) {
            (Some(arith), _, Some(ty), [rhs]) => kernel(machine::binary(arith, ty, input, rhs, out)),
            (_, Some(f), Some(ty), []) => kernel(machine::unary(f, ty, input, out)),
            _ => Err(at("internal error: not an op lpf-run takes".into())),
        },
    }
}

#[path = "taken_conv.rs"]
mod conv;

#[path = "taken_clamp.rs"]
mod clamp;

#[path = "taken_window.rs"]
mod window;

#[path = "taken_bits.rs"]
mod bits;

#[path = "taken_pad.rs"]
mod pad;

#[cfg(test)]
#[path = "taken_tests.rs"]
mod tests;
