//! `lpf-share-nests`: in `--lower-to-llvm` after `lpf-scalar-to-calls`. Every op of a function
//! body that holds a loop nest (an `scf.for`, `scf.if`, `omp.parallel`: a kernel, its packing, an
//! element-wise nest) moves into a private function of its own, called where it was, and nests
//! that came out identical share one function.
//!
//! Why: a model's function was one LLVM function of tens of thousands of operations. A 6-layer
//! flax LM took 47 s to compile (jax.jit: 0.6 s), spent in three places that each grow faster
//! than the code: OpenMP's outlining of each parallel region (it scans the whole enclosing
//! function, ~300 times), LLVM's -O3 (IndVarSimplify and the loop vectoriser over one function)
//! and the code generator. Its six layers have the same shapes, so most nests occur six times;
//! shared, each is compiled once (docs/llvm.md, "Real models").
//!
//! The moved op keeps its body; what it used from the function becomes the new function's
//! arguments, except constants, which are copied in so that loop bounds and offsets stay
//! constants for LLVM. Two nests are the same when their functions print the same (types,
//! constants, callees: everything but their name). The functions are `noinline`, or LLVM's
//! inliner would put each single-use one back. Bits do not change: the ops are the same ops.

use crate::melior_ext::{print_assumed_verified, set_attribute};
use crate::pass::lpf_pass;
use crate::to_llvm::foreign::is_helper;
use melior::dialect::{func, DialectHandle};
use melior::ir::attribute::{ArrayAttribute, FlatSymbolRefAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::FunctionType;
use melior::ir::{Block, OperationRef, Region, RegionLike, Type, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;
use std::collections::{HashMap, HashSet};

lpf_pass!(
    "lpf-share-nests",
    "LpfShareNests",
    "Move each loop nest of a function into a private noinline function, one per distinct nest (LLVM exit: compile time)",
    run,
    [DialectHandle::func()]
);

/// A nest with fewer ops than this stays inline. Even a copy loop moves out: a loop left in the
/// function keeps it in LLVM's loop passes, whose cost grows with the function (IndVarSimplify
/// took 34 s of -O3 on the LM's function while 3,000 small loops stayed in it).
const MIN_OPS: usize = 2;

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// Ops whose copy in the new function is as good as the value: no operands, no regions, pure.
fn is_constant(name: &str) -> bool {
    matches!(name, "arith.constant" | "llvm.mlir.constant" | "llvm.mlir.zero" | "llvm.mlir.poison" | "ub.poison" | "llvm.mlir.undef")
}

fn run(root: OperationRef, _pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let Ok(region) = root.region(0) else { return };
    let Some(module_body) = region.first_block() else { return };
    let mut functions = Vec::new();
    let mut next = module_body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if name_of(op) == "func.func" && !is_helper(op) && op.region(0).ok().and_then(|r| r.first_block()).is_some() {
            functions.push(op);
        }
    }
    let Some(&first) = functions.first() else { return };
    let mut shared = Shared { by_text: HashMap::new(), count: 0, last: first };
    for function in functions {
        shared.last = function;
        shared.function(context, module_body, function);
    }
}

/// The nests made so far: each distinct function's text (without its name) -> its symbol.
struct Shared<'c, 'a> {
    by_text: HashMap<String, String>,
    count: usize,
    /// Where the next new function goes after: the function being split, or its last nest.
    last: OperationRef<'c, 'a>,
}

impl<'c, 'a> Shared<'c, 'a> {
    fn function(&mut self, context: &'c Context, module_body: melior::ir::BlockRef<'c, 'a>, function: OperationRef<'c, 'a>) {
        let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else { return };
        if block.next_in_region().is_some() {
            return;
        }
        let mut nests = Vec::new();
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if op.region_count() > 0 && nested_ops(op) >= MIN_OPS {
                nests.push(op);
            }
        }
        if nests.is_empty() {
            return;
        }
        for nest in nests {
            self.outline(context, module_body, nest);
        }
        // What is left is straight-line orchestration: allocations, views and the nests' calls
        // (a model's function: 36,000 lines of LLVM IR for the 6-layer LM). LLVM's -O3 and -O3
        // code generation spent about 0.8 s of the LM's compile on it (the SLP vectoriser,
        // instcombine) for nothing a call would notice; `optnone` compiles it as -O0 does. The
        // loops, where the time goes, are in the nests, which keep -O3. Bits do not change.
        // `lpf-orchestration` (a string attribute in LLVM IR) tells lpf-translate to fold the
        // memref descriptors' insertvalue/extractvalue traffic out of it first
        // (tools/src/translate/orchestration.rs).
        if function.attribute("passthrough").is_err() {
            let attributes = ["noinline", "optnone", "lpf-orchestration"].map(|a| StringAttribute::new(context, a).into());
            set_attribute(function, "passthrough", ArrayAttribute::new(context, &attributes).into());
        }
    }

    /// Moves `nest` into a function (new, or an identical one made before) and calls it there.
    fn outline(&mut self, context: &'c Context, module_body: melior::ir::BlockRef<'c, 'a>, nest: OperationRef<'c, 'a>) {
        let location = nest.location();
        let (arguments, constants) = captures(nest);
        let argument_types: Vec<Type> = arguments.iter().map(|v| v.r#type()).collect();
        let result_types: Vec<Type> = nest.results().map(|r| r.r#type()).collect();

        // The new function: constants copied in, then the nest itself, then its results returned.
        let body = Block::new(&argument_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
        let body_ref = unsafe { melior::ir::BlockRef::from_raw(body.to_raw()) };
        let mut replacements: Vec<(Value, Value)> = Vec::new();
        for (i, value) in arguments.iter().enumerate() {
            replacements.push((*value, body_ref.argument(i).expect("argument").into()));
        }
        for constant in &constants {
            let value = constant.result(0).expect("a constant's result");
            // SAFETY: a clone of a live op, owned by the new block.
            let copy = unsafe { OperationRef::from_raw(body.append_operation(melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(constant.to_raw()))).to_raw()) };
            replacements.push((value.into(), copy.result(0).expect("a constant's result").into()));
        }

        // The call, where the nest was.
        let symbol = format!("__lpf_nest_{}", self.count);
        self.count += 1;
        let call = func::call(context, FlatSymbolRefAttribute::new(context, &symbol), &arguments, &result_types, location);
        let parent = nest.block().expect("a nest in a block");
        let call = parent.insert_operation_before(nest, call);
        for (i, result) in nest.results().enumerate() {
            // SAFETY: same types; the call dominates every use the nest's results had.
            unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), call.result(i).expect("a result").to_raw()) };
        }
        // SAFETY: the nest is live; it moves to the end of the new block, out of the function.
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(nest.to_raw());
            mlir_sys::mlirBlockAppendOwnedOperation(body.to_raw(), nest.to_raw());
        }
        replace_uses_inside(&replacements, nest);
        let results: Vec<Value> = nest.results().map(Into::into).collect();
        body.append_operation(func::r#return(&results, location));

        let region = Region::new();
        region.append_block(body);
        let ty = FunctionType::new(context, &argument_types, &result_types);
        let function = func::func(
            context,
            StringAttribute::new(context, &symbol),
            TypeAttribute::new(ty.into()),
            region,
            &[(melior::ir::Identifier::new(context, "sym_visibility"), StringAttribute::new(context, "private").into())],
            location,
        );
        let text = print_assumed_verified(&function).replacen(&format!("@{symbol}("), "@(", 1);
        if let Some(existing) = self.by_text.get(&text) {
            set_attribute(call, "callee", FlatSymbolRefAttribute::new(context, existing).into());
            return; // `function` is dropped, nest and all.
        }
        // Right after the function the nest came from (after its earlier nests): the module reads
        // in order, each function followed by its nests.
        let function = module_body.insert_operation_after(self.last, function);
        self.last = function;
        set_attribute(function, "passthrough", ArrayAttribute::new(context, &[StringAttribute::new(context, "noinline").into()]).into());
        self.by_text.insert(text, symbol);
    }
}

/// How many ops `op`'s regions hold (stops counting at [`MIN_OPS`]).
fn nested_ops(op: OperationRef) -> usize {
    let mut count = 0;
    op.walk_guarded(WalkOrder::PreOrder, |_| {
        count += 1;
        if count > MIN_OPS { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    count.saturating_sub(1)
}

/// The values `nest` uses that are defined outside it, in order of first use: (those passed as
/// arguments, the constant ops copied in instead).
fn captures<'c, 'a>(nest: OperationRef<'c, 'a>) -> (Vec<Value<'c, 'a>>, Vec<OperationRef<'c, 'a>>) {
    let mut seen = HashSet::new();
    let (mut arguments, mut constants) = (Vec::new(), Vec::new());
    let nest_raw = nest.to_raw();
    nest.walk_guarded(WalkOrder::PreOrder, |op| {
        for value in op.operands() {
            let raw = value.to_raw();
            if !seen.insert(raw.ptr as usize) || defined_inside(raw, nest_raw) {
                continue;
            }
            // SAFETY: queries on a live value.
            let defining = unsafe { mlir_sys::mlirValueIsAOpResult(raw).then(|| mlir_sys::mlirOpResultGetOwner(raw)) };
            match defining {
                // SAFETY: a live op of this function.
                Some(d) if unsafe { is_constant_op(d) } => constants.push(d),
                _ => arguments.push(raw),
            }
        }
        WalkResult::Advance
    });
    // SAFETY: values and ops of the function `nest` is in, which outlive this pass step.
    unsafe { (arguments.into_iter().map(|v| Value::from_raw(v)).collect(), constants.into_iter().map(|o| OperationRef::from_raw(o)).collect()) }
}

/// Whether `op` is a constant [`is_constant`] names, without operands or regions.
unsafe fn is_constant_op(op: mlir_sys::MlirOperation) -> bool {
    let op = OperationRef::from_raw(op);
    is_constant(&name_of(op)) && op.operand_count() == 0 && op.region_count() == 0 && op.result_count() == 1
}

/// Whether `value` is defined by an op inside `nest` (or is a block argument of its regions).
fn defined_inside(value: mlir_sys::MlirValue, nest: mlir_sys::MlirOperation) -> bool {
    // SAFETY: parent queries on live IR.
    unsafe {
        let mut op = if mlir_sys::mlirValueIsAOpResult(value) {
            mlir_sys::mlirOpResultGetOwner(value)
        } else {
            mlir_sys::mlirBlockGetParentOperation(mlir_sys::mlirBlockArgumentGetOwner(value))
        };
        while !op.ptr.is_null() {
            if op.ptr == nest.ptr {
                return true;
            }
            op = mlir_sys::mlirOperationGetParentOperation(op);
        }
        false
    }
}

/// Replaces each `(old, new)` pair's `old` with `new` in the operands of `nest` and the ops
/// inside it. One walk of the nest: following each old value's uses instead visited every use in
/// the whole function (a constant index has thousands), per captured value, per nest.
fn replace_uses_inside(replacements: &[(Value, Value)], nest: OperationRef) {
    let by_old: HashMap<usize, mlir_sys::MlirValue> = replacements.iter().map(|(old, new)| (old.to_raw().ptr as usize, new.to_raw())).collect();
    nest.walk_guarded(WalkOrder::PreOrder, |op| {
        let raw = op.to_raw();
        // SAFETY: operand queries and edits on a live op; its operand count does not change.
        unsafe {
            for i in 0..mlir_sys::mlirOperationGetNumOperands(raw) {
                let operand = mlir_sys::mlirOperationGetOperand(raw, i);
                if let Some(new) = by_old.get(&(operand.ptr as usize)) {
                    mlir_sys::mlirOperationSetOperand(raw, i, *new);
                }
            }
        }
        WalkResult::Advance
    });
}
