//! The kernels as IR: an `atreides.program` op per function (its layout as attributes), holding
//! one `atreides.kernel` op per launch, holding one op per instruction, fields as attributes:
//!
//! ```mlir
//! "atreides.program"() ({
//!   "atreides.kernel"() ({
//!     "atreides.mul"() {d = 0 : i64, s = 13 : i64, t = 14 : i64} : () -> ()
//!     "atreides.br"() {mask = 4 : i64, offset = -7 : i64} : () -> ()
//!     "atreides.ret"() : () -> ()
//!   }) {result = 0 : i64, threads = 4 : i64} : () -> ()
//! }) {sym_name = "main", arguments = [{address = 0 : i64, ...}], results = [...]} : () -> ()
//! ```
//!
//! Reading it back ([`read_program`]) is the verifier: every field is checked against the
//! encoding's limits (register numbers, CONST's 8 bits, branch masks and reach, program
//! length, thread count), and a violation is reported at the instruction op.

use super::layout::Region;
use super::{Compiled, Kernel};
use lpf_atreides::isa::{Instr, Reg, SysOp, BRANCH_MAX, BRANCH_MIN};
use lpf_atreides::program::{MAX_THREADS, PROGRAM_WORDS};
use melior::ir::attribute::{ArrayAttribute, Attribute, DictionaryAttribute, IntegerAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::IntegerType;
use melior::ir::{Block, Identifier, Location, Operation, OperationRef, Region as MlirRegion, RegionLike};
use melior::Context;

fn int<'c>(context: &'c Context, v: i64) -> Attribute<'c> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), v).into()
}

/// Mnemonic and fields of an instruction, as the op name and its integer attributes.
fn fields(i: &Instr) -> (&'static str, Vec<(&'static str, i64)>) {
    let r = |x: Reg| x.index() as i64;
    match *i {
        Instr::Nop => ("nop", vec![]),
        Instr::Ret => ("ret", vec![]),
        Instr::Br { mask, offset } => ("br", vec![("mask", mask as i64), ("offset", offset as i64)]),
        Instr::Cmp { a, b } => ("cmp", vec![("a", r(a)), ("b", r(b))]),
        Instr::Add { d, s, t } => ("add", vec![("d", r(d)), ("s", r(s)), ("t", r(t))]),
        Instr::Sub { d, s, t } => ("sub", vec![("d", r(d)), ("s", r(s)), ("t", r(t))]),
        Instr::Mul { d, s, t } => ("mul", vec![("d", r(d)), ("s", r(s)), ("t", r(t))]),
        Instr::Div { d, s, t } => ("div", vec![("d", r(d)), ("s", r(s)), ("t", r(t))]),
        Instr::Fma { d, s, t } => ("fma", vec![("d", r(d)), ("s", r(s)), ("t", r(t))]),
        Instr::Act { d, s, t } => ("act", vec![("d", r(d)), ("s", r(s)), ("t", r(t))]),
        Instr::Ldr { d, s } => ("ldr", vec![("d", r(d)), ("s", r(s))]),
        Instr::Str { a, v } => ("str", vec![("a", r(a)), ("v", r(v))]),
        Instr::Const { d, imm } => ("const", vec![("d", r(d)), ("imm", imm as i64)]),
        Instr::Sys { op, array } => {
            let (code, d) = match op {
                SysOp::Clear => (0, 0),
                SysOp::Load => (1, 0),
                SysOp::Compute => (2, 0),
                SysOp::Read(d) => (3, r(d)),
            };
            ("sys", vec![("op", code), ("d", d), ("array", array as i64)])
        }
    }
}

fn region_attr<'c>(context: &'c Context, r: &Region) -> Attribute<'c> {
    let shape: Vec<Attribute> = r.shape.iter().map(|d| int(context, *d as i64)).collect();
    let entries = [
        ("address", int(context, r.address as i64)),
        ("bits", int(context, r.bits as i64)),
        ("shape", ArrayAttribute::new(context, &shape).into()),
        ("rows", int(context, r.rows as i64)),
        ("cols", int(context, r.cols as i64)),
        ("pitch", int(context, r.pitch as i64)),
        ("words", int(context, r.words as i64)),
    ];
    let entries: Vec<_> = entries.into_iter().map(|(k, v)| (Identifier::new(context, k), v)).collect();
    DictionaryAttribute::new(context, &entries).into()
}

fn build<'c>(context: &'c Context, name: &str, location: Location<'c>, attrs: &[(&str, Attribute<'c>)], body: Option<Block<'c>>) -> Result<Operation<'c>, String> {
    let attrs: Vec<_> = attrs.iter().map(|(k, v)| (Identifier::new(context, k), *v)).collect();
    let mut builder = OperationBuilder::new(name, location).add_attributes(&attrs);
    if let Some(block) = body {
        let region = MlirRegion::new();
        region.append_block(block);
        builder = builder.add_regions([region]);
    }
    builder.build().map_err(|e| format!("cannot build {name}: {e}"))
}

/// The `atreides.program` op of `compiled`.
pub fn build_program<'c>(context: &'c Context, location: Location<'c>, compiled: &Compiled) -> Result<Operation<'c>, String> {
    let body = Block::new(&[]);
    for kernel in &compiled.kernels {
        let instructions = Block::new(&[]);
        for i in &kernel.program {
            let (name, fields) = fields(i);
            let attrs: Vec<(&str, Attribute)> = fields.iter().map(|(k, v)| (*k, int(context, *v))).collect();
            instructions.append_operation(build(context, &format!("atreides.{name}"), location, &attrs, None)?);
        }
        let attrs = [("result", int(context, kernel.result as i64)), ("threads", int(context, kernel.threads as i64))];
        body.append_operation(build(context, "atreides.kernel", location, &attrs, Some(instructions))?);
    }
    let list = |regions: &[Region]| -> Attribute<'c> {
        let items: Vec<Attribute> = regions.iter().map(|r| region_attr(context, r)).collect();
        ArrayAttribute::new(context, &items).into()
    };
    let attrs = [
        ("sym_name", StringAttribute::new(context, &compiled.entry).into()),
        ("arguments", list(&compiled.args)),
        ("results", list(&compiled.results)),
    ];
    build(context, "atreides.program", location, &attrs, Some(body))
}

/// An error at an op of the IR form.
pub struct IrError<'c> {
    pub location: Location<'c>,
    pub message: String,
}

fn get_int<'c>(op: &OperationRef<'c, '_>, name: &str) -> Result<i64, IrError<'c>> {
    op.attribute(name)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|i| i.value())
        .ok_or_else(|| IrError { location: op.location(), message: format!("missing integer attribute `{name}`") })
}

fn dict_int(d: &DictionaryAttribute, name: &str) -> Option<i64> {
    IntegerAttribute::try_from(d.element_by_name(name)?).ok().map(|i| i.value())
}

fn read_region<'c>(op: &OperationRef<'c, '_>, attr: Attribute<'c>) -> Result<Region, IrError<'c>> {
    let fail = |what: &str| IrError { location: op.location(), message: format!("malformed layout entry ({what}): {attr}") };
    let d = DictionaryAttribute::try_from(attr).map_err(|_| fail("not a dictionary"))?;
    let get = |name: &str| dict_int(&d, name).and_then(|v| usize::try_from(v).ok()).ok_or_else(|| fail(name));
    let shape_attr = d.element_by_name("shape").and_then(|a| ArrayAttribute::try_from(a).ok()).ok_or_else(|| fail("shape"))?;
    let shape = (0..shape_attr.len())
        .map(|i| {
            shape_attr.element(i).ok().and_then(|a| IntegerAttribute::try_from(a).ok()).and_then(|v| usize::try_from(v.value()).ok())
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| fail("shape"))?;
    let (address, bits) = (get("address")?, get("bits")?);
    let region = Region {
        address: u16::try_from(address).map_err(|_| fail("address"))?,
        shape,
        bits: u8::try_from(bits).ok().filter(|b| (2..=16).contains(b)).ok_or_else(|| fail("bits"))?,
        rows: get("rows")?,
        cols: get("cols")?,
        pitch: get("pitch")?,
        words: get("words")?,
    };
    let last = if region.elements() == 0 { 0 } else { (region.rows - 1) * region.pitch + region.cols };
    if region.cols > region.pitch || last > region.words || address + region.words > super::layout::EXTERNAL_WORDS {
        return Err(fail("the view does not fit its words below the scratchpad"));
    }
    Ok(region)
}

fn reg_field<'c>(op: &OperationRef<'c, '_>, name: &str) -> Result<Reg, IrError<'c>> {
    let v = get_int(op, name)?;
    u8::try_from(v)
        .ok()
        .and_then(Reg::new)
        .ok_or_else(|| IrError { location: op.location(), message: format!("register `{name}` = {v} is not R0..R15") })
}

/// One instruction op, checked against the encoding.
fn read_instr<'c>(op: &OperationRef<'c, '_>) -> Result<Instr, IrError<'c>> {
    let name = op.name().as_string_ref().as_str().unwrap_or("?").to_string();
    let fail = |m: String| IrError { location: op.location(), message: m };
    let mnemonic = name.strip_prefix("atreides.").ok_or_else(|| fail(format!("'{name}' is not an atreides instruction")))?;
    let r = |f: &str| reg_field(op, f);
    Ok(match mnemonic {
        "nop" => Instr::Nop,
        "ret" => Instr::Ret,
        "br" => {
            let (mask, offset) = (get_int(op, "mask")?, get_int(op, "offset")?);
            if !(1..=7).contains(&mask) {
                return Err(fail(format!("branch mask {mask} is out of range 1..=7 (n = 4, z = 2, p = 1)")));
            }
            if !(BRANCH_MIN as i64..=BRANCH_MAX as i64).contains(&offset) {
                return Err(fail(format!("branch offset {offset} is out of the 9-bit range {BRANCH_MIN}..={BRANCH_MAX}")));
            }
            Instr::Br { mask: mask as u8, offset: offset as i16 }
        }
        "cmp" => Instr::Cmp { a: r("a")?, b: r("b")? },
        "add" => Instr::Add { d: r("d")?, s: r("s")?, t: r("t")? },
        "sub" => Instr::Sub { d: r("d")?, s: r("s")?, t: r("t")? },
        "mul" => Instr::Mul { d: r("d")?, s: r("s")?, t: r("t")? },
        "div" => Instr::Div { d: r("d")?, s: r("s")?, t: r("t")? },
        "fma" => Instr::Fma { d: r("d")?, s: r("s")?, t: r("t")? },
        "act" => Instr::Act { d: r("d")?, s: r("s")?, t: r("t")? },
        "ldr" => Instr::Ldr { d: r("d")?, s: r("s")? },
        "str" => Instr::Str { a: r("a")?, v: r("v")? },
        "const" => {
            let imm = get_int(op, "imm")?;
            let imm = i8::try_from(imm).map_err(|_| fail(format!("CONST immediate {imm} is out of the 8-bit range -128..=127")))?;
            Instr::Const { d: r("d")?, imm }
        }
        "sys" => {
            let (code, array) = (get_int(op, "op")?, get_int(op, "array")?);
            let op_kind = match code {
                0 => SysOp::Clear,
                1 => SysOp::Load,
                2 => SysOp::Compute,
                3 => SysOp::Read(r("d")?),
                _ => return Err(fail(format!("SYS operation {code} is out of range 0..=3"))),
            };
            if !(0..=1).contains(&array) {
                return Err(fail(format!("SYS array select {array} is not 0 or 1")));
            }
            Instr::Sys { op: op_kind, array: array == 1 }
        }
        other => return Err(fail(format!("'atreides.{other}' is not an Atreides instruction"))),
    })
}

/// Reads (and verifies) an `atreides.program` op.
pub fn read_program<'c>(op: OperationRef<'c, '_>) -> Result<Compiled, IrError<'c>> {
    let fail = |m: String| IrError { location: op.location(), message: m };
    let entry = op
        .attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .ok_or_else(|| fail("atreides.program has no sym_name".into()))?;
    let regions = |name: &str| -> Result<Vec<Region>, IrError<'c>> {
        let list = op.attribute(name).ok().and_then(|a| ArrayAttribute::try_from(a).ok()).ok_or_else(|| fail(format!("atreides.program has no `{name}` list")))?;
        (0..list.len()).map(|i| read_region(&op, list.element(i).map_err(|e| fail(e.to_string()))?)).collect()
    };
    let (args, results) = (regions("arguments")?, regions("results")?);
    let mut kernels = Vec::new();
    let block = op.region(0).ok().and_then(|r| r.first_block()).ok_or_else(|| fail("atreides.program has no body".into()))?;
    let mut next = block.first_operation();
    while let Some(k) = next {
        next = k.next_in_block();
        let kfail = |m: String| IrError { location: k.location(), message: m };
        if k.name().as_string_ref().as_str() != Ok("atreides.kernel") {
            return Err(kfail("atreides.program holds only atreides.kernel ops".into()));
        }
        let threads = get_int(&k, "threads")?;
        if !(1..=MAX_THREADS as i64).contains(&threads) {
            return Err(kfail(format!("thread count {threads} is out of range 1..={MAX_THREADS}")));
        }
        let result = usize::try_from(get_int(&k, "result")?).ok().filter(|r| *r < results.len()).ok_or_else(|| kfail("`result` names no result of the layout".into()))?;
        let mut program = Vec::new();
        if let Some(body) = k.region(0).ok().and_then(|r| r.first_block()) {
            let mut i = body.first_operation();
            while let Some(instr) = i {
                i = instr.next_in_block();
                program.push(read_instr(&instr)?);
                if program.len() > PROGRAM_WORDS {
                    return Err(IrError { location: instr.location(), message: format!("the kernel is longer than program memory ({PROGRAM_WORDS} words)") });
                }
            }
        }
        kernels.push(Kernel { result, threads: threads as u32, program, plan: None });
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
