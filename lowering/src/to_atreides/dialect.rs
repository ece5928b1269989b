//! The kernels as IR, in the `atreides` dialect (dialect/td/AtreidesOps.td): an
//! `atreides.program` op per function (its layout as attributes), holding one `atreides.kernel`
//! op per launch, holding one op per instruction over physical registers:
//!
//! ```mlir
//! atreides.program @main arguments [{address = 0 : i64, ...}] results [...] {
//!   atreides.kernel result 0 threads 4 {
//!     atreides.fma R0, R13, R14
//!     atreides.br nz, -7
//!     atreides.ret
//!   }
//! }
//! ```
//!
//! The ops are built with the typed builders `melior::dialect!` generates from the same ODS, and
//! the dialect's verifiers check every encoding limit (register numbers, CONST's 8 bits, branch
//! masks, reach and targets, program length, thread count, the layout). [`read_program`] turns a
//! verified program back into [`Compiled`] for lpf-translate and lpf-run.

use lpf_dialect::error::LpfError;
use super::layout::Region;
use super::{Compiled, Kernel};
use lpf_atreides::isa::{Instr, Reg, SysOp};
use melior::ir::attribute::{ArrayAttribute, Attribute, DictionaryAttribute, IntegerAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::IntegerType;
use melior::ir::{Block, Identifier, Location, Operation, OperationRef, Region as MlirRegion, RegionLike};
use melior::Context;

melior::dialect! {
    name: "atreides",
    files: ["AtreidesOps.td"],
    include_directories: ["./dialect/td"],
}

fn int<'c>(context: &'c Context, v: i64) -> IntegerAttribute<'c> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), v)
}

/// SYS operation codes, by their encoding (atreides.md §5).
fn sys_code(op: SysOp) -> (i64, Option<Reg>) {
    match op {
        SysOp::Clear => (0, None),
        SysOp::Load => (1, None),
        SysOp::Compute => (2, None),
        SysOp::Read(d) => (3, Some(d)),
    }
}

/// The op of one instruction.
fn instruction<'c>(context: &'c Context, location: Location<'c>, i: &Instr) -> Operation<'c> {
    let r = |x: Reg| int(context, x.index() as i64);
    match *i {
        Instr::Nop => atreides::nop(context, location).into(),
        Instr::Ret => atreides::ret(context, location).into(),
        Instr::Br { mask, offset } => atreides::br(context, int(context, mask as i64), int(context, offset as i64), location).into(),
        Instr::Cmp { a, b } => atreides::cmp(context, r(a), r(b), location).into(),
        Instr::Add { d, s, t } => atreides::add(context, r(d), r(s), r(t), location).into(),
        Instr::Sub { d, s, t } => atreides::sub(context, r(d), r(s), r(t), location).into(),
        Instr::Mul { d, s, t } => atreides::mul(context, r(d), r(s), r(t), location).into(),
        Instr::Div { d, s, t } => atreides::div(context, r(d), r(s), r(t), location).into(),
        Instr::Fma { d, s, t } => atreides::fma(context, r(d), r(s), r(t), location).into(),
        Instr::Act { d, s, t } => atreides::act(context, r(d), r(s), r(t), location).into(),
        Instr::Ldr { d, s } => atreides::ldr(context, r(d), r(s), location).into(),
        Instr::Str { a, v } => atreides::str(context, r(a), r(v), location).into(),
        Instr::Const { d, imm } => atreides::r#const(context, r(d), int(context, imm as i64), location).into(),
        Instr::Sys { op, array } => {
            let (code, d) = sys_code(op);
            let d = d.map_or(int(context, 0), r);
            atreides::sys(context, int(context, code), d, int(context, array as i64), location).into()
        }
    }
}

fn region_attr<'c>(context: &'c Context, r: &Region) -> Attribute<'c> {
    let shape: Vec<Attribute> = r.shape.iter().map(|d| int(context, *d as i64).into()).collect();
    let entries = [
        ("address", int(context, r.address as i64).into()),
        ("bits", int(context, r.bits as i64).into()),
        ("shape", ArrayAttribute::new(context, &shape).into()),
        ("rows", int(context, r.rows as i64).into()),
        ("cols", int(context, r.cols as i64).into()),
        ("pitch", int(context, r.pitch as i64).into()),
        ("words", int(context, r.words as i64).into()),
    ];
    let entries: Vec<(Identifier, Attribute)> = entries.into_iter().map(|(k, v)| (Identifier::new(context, k), v)).collect();
    DictionaryAttribute::new(context, &entries).into()
}

fn single_block_region<'c>(block: Block<'c>) -> MlirRegion<'c> {
    let region = MlirRegion::new();
    region.append_block(block);
    region
}

/// The `atreides.program` op of `compiled` (verified by the caller's pass manager).
pub fn build_program<'c>(context: &'c Context, location: Location<'c>, compiled: &Compiled) -> Operation<'c> {
    let body = Block::new(&[]);
    for kernel in &compiled.kernels {
        let instructions = Block::new(&[]);
        for i in &kernel.program {
            instructions.append_operation(instruction(context, location, i));
        }
        let op = atreides::kernel(
            context,
            single_block_region(instructions),
            int(context, kernel.result as i64),
            int(context, kernel.threads as i64),
            location,
        );
        body.append_operation(op.into());
    }
    let list = |regions: &[Region]| {
        let items: Vec<Attribute> = regions.iter().map(|r| region_attr(context, r)).collect();
        ArrayAttribute::new(context, &items)
    };
    atreides::program(
        context,
        single_block_region(body),
        StringAttribute::new(context, &compiled.entry),
        list(&compiled.args),
        list(&compiled.results),
        location,
    )
    .into()
}

/// Integer attribute `name` of `op` as a `T`. The dialect's verifiers have range-checked every
/// field already, so a failure here means the op was not verified.
fn field<'c, T: TryFrom<i64>>(op: &OperationRef<'c, '_>, name: &str) -> Result<T, LpfError<'c>> {
    op.attribute(name)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .and_then(|i| T::try_from(i.value()).ok())
        .ok_or_else(|| LpfError::new(format!("`{name}` is missing or out of range (is the module verified?)")).or_at(op.location()))
}

fn dict_field(d: &DictionaryAttribute, name: &str) -> Option<usize> {
    IntegerAttribute::try_from(d.element_by_name(name)?).ok().and_then(|i| usize::try_from(i.value()).ok())
}

/// One layout entry (its consistency is the program verifier's).
fn read_region<'c>(op: &OperationRef<'c, '_>, attr: Attribute<'c>) -> Result<Region, LpfError<'c>> {
    let fail = || LpfError::new(format!("malformed layout entry: {attr}")).or_at(op.location());
    let d = DictionaryAttribute::try_from(attr).map_err(|_| fail())?;
    let get = |name: &str| dict_field(&d, name).ok_or_else(fail);
    let shape_attr = d.element_by_name("shape").and_then(|a| ArrayAttribute::try_from(a).ok()).ok_or_else(fail)?;
    let shape = (0..shape_attr.len())
        .map(|i| shape_attr.element(i).ok().and_then(|a| IntegerAttribute::try_from(a).ok()).and_then(|v| usize::try_from(v.value()).ok()))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(fail)?;
    Ok(Region {
        address: u16::try_from(get("address")?).map_err(|_| fail())?,
        shape,
        bits: u8::try_from(get("bits")?).map_err(|_| fail())?,
        rows: get("rows")?,
        cols: get("cols")?,
        pitch: get("pitch")?,
        words: get("words")?,
    })
}

/// One instruction op.
fn read_instr<'c>(op: &OperationRef<'c, '_>) -> Result<Instr, LpfError<'c>> {
    let name = op.name().as_string_ref().as_str().unwrap_or("?").to_string();
    let fail = |m: String| LpfError::new(m).or_at(op.location());
    let r = |f: &str| field::<u8>(op, f).and_then(|v| Reg::new(v).ok_or_else(|| fail(format!("register `{f}` = {v} is not R0..R15"))));
    Ok(match name.strip_prefix("atreides.").unwrap_or("") {
        "nop" => Instr::Nop,
        "ret" => Instr::Ret,
        "br" => Instr::Br { mask: field(op, "mask")?, offset: field(op, "offset")? },
        "cmp" => Instr::Cmp { a: r("a")?, b: r("b")? },
        "add" => Instr::Add { d: r("d")?, s: r("s")?, t: r("t")? },
        "sub" => Instr::Sub { d: r("d")?, s: r("s")?, t: r("t")? },
        "mul" => Instr::Mul { d: r("d")?, s: r("s")?, t: r("t")? },
        "div" => Instr::Div { d: r("d")?, s: r("s")?, t: r("t")? },
        "fma" => Instr::Fma { d: r("d")?, s: r("s")?, t: r("t")? },
        "act" => Instr::Act { d: r("d")?, s: r("s")?, t: r("t")? },
        "ldr" => Instr::Ldr { d: r("d")?, s: r("s")? },
        "str" => Instr::Str { a: r("a")?, v: r("v")? },
        "const" => Instr::Const { d: r("d")?, imm: field(op, "imm")? },
        "sys" => {
            let op_kind = match field::<u8>(op, "op")? {
                0 => SysOp::Clear,
                1 => SysOp::Load,
                2 => SysOp::Compute,
                _ => SysOp::Read(r("d")?),
            };
            Instr::Sys { op: op_kind, array: field::<u8>(op, "array")? == 1 }
        }
        _ => return Err(fail(format!("'{name}' is not an Atreides instruction"))),
    })
}

/// Reads a verified `atreides.program` op.
pub fn read_program<'c>(op: OperationRef<'c, '_>) -> Result<Compiled, LpfError<'c>> {
    let fail = |m: String| LpfError::new(m).or_at(op.location());
    let entry = op
        .attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .ok_or_else(|| fail("atreides.program has no sym_name".into()))?;
    let regions = |name: &str| -> Result<Vec<Region>, LpfError<'c>> {
        let list = op.attribute(name).ok().and_then(|a| ArrayAttribute::try_from(a).ok()).ok_or_else(|| fail(format!("atreides.program has no `{name}` list")))?;
        (0..list.len()).map(|i| read_region(&op, list.element(i).map_err(|e| LpfError::from(e).or_at(op.location()))?)).collect()
    };
    let (args, results) = (regions("arguments")?, regions("results")?);
    let mut kernels = Vec::new();
    let block = op.region(0).ok().and_then(|r| r.first_block()).ok_or_else(|| fail("atreides.program has no body".into()))?;
    let mut next = block.first_operation();
    while let Some(k) = next {
        next = k.next_in_block();
        let threads = field::<u32>(&k, "threads")?;
        let result = field::<usize>(&k, "result")?;
        let mut program = Vec::new();
        if let Some(body) = k.region(0).ok().and_then(|r| r.first_block()) {
            let mut i = body.first_operation();
            while let Some(instr) = i {
                i = instr.next_in_block();
                program.push(read_instr(&instr)?);
            }
        }
        kernels.push(Kernel { result, threads, program, plan: None });
    }
    Ok(Compiled { entry, args, results, kernels })
}

/// Every `atreides.program` op directly in `module_body`'s block, in order.
pub fn programs<'c, 'a>(first: Option<OperationRef<'c, 'a>>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut next = first;
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("atreides.program") {
            out.push(op);
        }
    }
    out
}
