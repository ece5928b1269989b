//! `lower-to-atreides`: lpf programs on SuperFloat values to Atreides SF16 kernels
//! (atreides.md), exactly or not at all.
//!
//! - [`graph`]: the function as expression trees; E0915 for what the machine cannot do exactly.
//! - [`layout`]: where tensors live in data memory, and how a host moves them.
//! - [`codegen`]: one kernel (a launch) per result: plans, loops, registers, arithmetic.
//! - [`instructions`]: the instruction builder (labels, registers, wide constants).
//! - [`dialect`]: the kernels as ops of the `atreides` dialect (dialect/td/AtreidesOps.td: one op
//!   per instruction over physical registers, branch offsets resolved), what
//!   `lpf-opt --lower-to-atreides` prints and `lpf-translate` reads back; the dialect's
//!   verifiers check the encoding limits.

pub mod codegen;
pub mod dialect;
pub mod graph;
pub mod instructions;
pub mod layout;

use lpf_dialect::unwind::WalkGuarded;
use crate::pass::lpf_pass;
use lpf_dialect::error::LpfError;
use codegen::{candidates, generate, Plan};
use graph::read_function;
use layout::{dense, Region, EXTERNAL_WORDS};
use lpf_atreides::cycles::CycleReport;
use lpf_atreides::isa::Instr;
use lpf_atreides::program::Program;
use lpf_atreides::sim::{Machine, SimError};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::OperationRef;
use melior::pass::ExternalPass;

lpf_pass!(
    "lower-to-atreides",
    "LpfLowerToAtreides",
    "Lower each func.func of SuperFloat lpf ops to Atreides SF16 kernels (atreides.program ops), exactly or fail with E0915",
    run,
    [lpf_dialect::atreides_dialect_handle()]
);

/// One launch: the program computing one result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    pub result: usize,
    pub threads: u32,
    pub program: Vec<Instr>,
    /// How the lowering computed it (absent when read back from IR).
    pub plan: Option<Plan>,
}

impl Kernel {
    pub fn words(&self) -> Vec<u16> {
        self.program.iter().map(|i| i.encode()).collect()
    }

    /// The program with its `.threads`, for the assembler/disassembler.
    pub fn to_program(&self) -> Program {
        Program { words: self.words(), threads: Some(self.threads), data: Vec::new() }
    }
}

/// A function compiled for Atreides: its memory layout and one kernel per result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    pub entry: String,
    pub args: Vec<Region>,
    pub results: Vec<Region>,
    pub kernels: Vec<Kernel>,
}

/// What a run on the simulator gives: each result's codes and each launch's cycle report.
#[derive(Clone, Debug)]
pub struct Execution {
    pub results: Vec<Vec<u64>>,
    pub reports: Vec<CycleReport>,
}

impl Execution {
    /// Cycles of all launches, one after another.
    pub fn cycles(&self) -> u64 {
        self.reports.iter().map(|r| r.launch_cycles()).sum()
    }
}

impl Compiled {
    /// Loads `inputs` (one code list per argument, row-major), runs every kernel in order on
    /// one chip, and reads the results back.
    pub fn run(&self, inputs: &[Vec<u64>]) -> Result<Execution, SimError> {
        let mut memory = vec![0u16; EXTERNAL_WORDS];
        for (region, codes) in self.args.iter().zip(inputs) {
            let words = region.pack(codes);
            memory[region.address as usize..region.address as usize + words.len()].copy_from_slice(&words);
        }
        let mut results = vec![Vec::new(); self.results.len()];
        let mut reports = Vec::new();
        for kernel in &self.kernels {
            let mut machine = Machine::new(&kernel.words())?;
            machine.load(0, &memory)?;
            let report = machine.launch(kernel.threads)?;
            // A later kernel sees what earlier ones wrote, as on the chip.
            memory.copy_from_slice(&machine.memory()[..EXTERNAL_WORDS]);
            results[kernel.result] = self.results[kernel.result].unpack(machine.memory());
            reports.push(report.cycles);
        }
        Ok(Execution { results, reports })
    }

    /// The JSON layout file; `files` names each kernel's program file, when written.
    pub fn layout_json(&self, files: &[String]) -> String {
        let kernels: Vec<_> = self.kernels.iter().enumerate().map(|(i, k)| (k.result, k.threads, k.program.len(), files.get(i).cloned())).collect();
        layout::layout_json(&self.entry, &self.args, &self.results, &kernels)
    }
}

/// Compiles one `func.func`.
pub fn compile<'c>(func: OperationRef<'c, '_>) -> Result<Compiled, LpfError<'c>> {
    let f = read_function(func)?;
    let mut args = Vec::new();
    let mut end = 0usize;
    for (shape, bits) in &f.args {
        let region = dense(end, shape, *bits);
        end += region.words;
        args.push(region);
    }
    if end > EXTERNAL_WORDS {
        return Err(LpfError::unsupported(format!(
            "the arguments of @{} need {end} words of data memory; Atreides has {EXTERNAL_WORDS} below the scratchpad",
            f.name
        ))
        .or_at(f.location));
    }
    let mut results = Vec::new();
    let mut kernels = Vec::new();
    for (index, t) in f.results.iter().enumerate() {
        // An empty result has nothing to compute: no launch, an empty view (a plan for zero
        // elements would divide by its zero thread count).
        if t.shape.contains(&0) {
            results.push(dense(end, &t.shape, t.bits));
            continue;
        }
        let dots = t.node.dots();
        let (rows, cols) = match dots.first() {
            Some(d) => (d.m, d.n),
            None => (1, t.shape.iter().product::<usize>()),
        };
        let k = dots.first().map_or(0, |d| d.k);
        let mut failure = String::from("no plan");
        let mut chosen: Option<(Plan, Region, Vec<Instr>, u64)> = None;
        for family in candidates(rows, cols, k, !dots.is_empty()) {
            // The most unrolled plan of the family that fits.
            for plan in family {
                let region = plan.region(end, &t.shape, t.bits, rows, cols);
                if end + region.words > EXTERNAL_WORDS {
                    failure = format!(
                        "result {index} of @{} needs data memory up to word {}; Atreides has {EXTERNAL_WORDS} below the scratchpad",
                        f.name,
                        end + region.words
                    );
                    continue;
                }
                match generate(&t.node, &region, &args, &plan) {
                    Ok(program) => {
                        // Cycles do not depend on the data (no data-dependent control flow, and
                        // the bus is charged per access), so one run on zeros measures a plan.
                        match cycles_of(&program, plan.threads) {
                            Ok(cycles) => {
                                if chosen.as_ref().is_none_or(|c| (cycles, program.len()) < (c.3, c.2.len())) {
                                    chosen = Some((plan, region, program, cycles));
                                }
                            }
                            Err(e) => failure = e.to_string(),
                        }
                        break;
                    }
                    Err(e) => failure = e,
                }
            }
        }
        let Some((plan, region, program, _)) = chosen else {
            return Err(LpfError::unsupported(failure).or_at(t.location));
        };
        end += region.words;
        results.push(region);
        kernels.push(Kernel { result: index, threads: plan.threads, program, plan: Some(plan) });
    }
    Ok(Compiled { entry: f.name, args, results, kernels })
}

/// The cycle model's count for one launch of `program` on zeroed memory.
fn cycles_of(program: &[Instr], threads: u32) -> Result<u64, SimError> {
    let words: Vec<u16> = program.iter().map(|i| i.encode()).collect();
    let mut machine = Machine::new(&words)?;
    Ok(machine.launch(threads)?.cycles.launch_cycles())
}

fn run(root: OperationRef, pass: ExternalPass) {
    let mut funcs = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            funcs.push(op.to_raw());
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    let mut failed = false;
    for raw in funcs {
        // SAFETY: collected from this walk; nothing erased it since.
        let func = unsafe { OperationRef::from_raw(raw) };
        match compile(func) {
            Ok(compiled) => {
                // SAFETY: the context outlives the pass run.
                let context = lpf_dialect::context::context_of(func.context());
                let program = dialect::build_program(context, func.location(), &compiled);
                if let Some(block) = func.block() {
                    block.insert_operation_before(func, program);
                    // SAFETY: the function is replaced; nothing refers to it any more.
                    unsafe { mlir_sys::mlirOperationDestroy(func.to_raw()) };
                }
            }
            Err(error) => {
                error.emit(func.location());
                failed = true;
            }
        }
    }
    if failed {
        pass.signal_failure();
    }
}
