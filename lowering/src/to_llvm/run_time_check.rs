//! Run-time checks of sizes known only at run time: what `--backend ref` refuses for those sizes,
//! the compiled code refuses too, before it reads an operand, never reading past a buffer or
//! returning a silent wrong answer.
//!
//! - a contraction's batch sizes and K must agree (the reference's "cannot contract [..] with
//!   [..]"); a hardware dot's K must also be a multiple of the instruction's k (E0912);
//! - an element-wise op's operands must have one shape, the result's static sizes included (the
//!   reference's "operand shapes differ: [..] vs [..]");
//! - a block-scaled operand's scales must fit its elements (the reference's "scale shape [..] does
//!   not fit elements [..] in blocks of B").
//!
//! Compiled code has no error channel in the C interface (its functions return nothing), so a
//! failed check writes the reference's message, located at the op (`file:line:col: error: ...`,
//! the sizes read at run time), to standard error with `dprintf` and ends the process with
//! `exit(1)` (docs/llvm.md, "Run-time errors"): lpf-run's status on any error, and no silent
//! wrong answer for a C caller. The report is a private function per message (its format string a
//! private global), declared in the LLVM dialect; `dprintf` and `exit` are declared once per
//! module. Nothing is emitted where every size that must agree is known at compile time (the
//! verifier has checked those).

use crate::to_llvm::helpers::Library;
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::builders::loops;
use lpf_dialect::error::LpfError;
use melior::dialect::{arith, func, scf};
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Block, BlockRef, Module, Operation, Region, RegionLike, Value, ValueLike};

/// The libc functions a report calls, declared once per module.
const DECLARATIONS: [(&str, &str); 2] = [
    ("dprintf", "llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32"),
    ("exit", "llvm.func @exit(i32) attributes {passthrough = [\"noreturn\"]}"),
];

/// A size in a message: known at compile time, or read at run time (printed with `%lld`).
#[derive(Clone, Copy)]
enum Size<'c, 'a> {
    Known(u64),
    Run(Value<'c, 'a>),
}

/// The instruction a hardware dot's K must be a multiple of: its k and the unit's name.
pub struct NativeK<'u> {
    pub k: u64,
    pub unit: &'u str,
}

/// Emits, at `ir`, the checks of `lhs [B.., M, K] x rhs [B.., K, N]` that depend on sizes known
/// only at run time: batch sizes and K agree, and (a hardware dot) K is a multiple of `native`'s
/// k. None when every batch size and K are static.
pub fn contraction<'c, 'a>(ir: &Ir<'c, 'a>, library: &mut Library<'c, '_>, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, native: Option<NativeK>) -> Result<(), LpfError<'c>> {
    let (ld, rd) = (loops::dims_of(lhs.r#type()).ok_or("lhs is not ranked")?, loops::dims_of(rhs.r#type()).ok_or("rhs is not ranked")?);
    let rank = ld.len();
    if rank < 2 || rd.len() != rank {
        return Err("lpf.dot operands must have one rank >= 2".into());
    }
    // The sizes that must agree: batch sizes and K.
    let pairs: Vec<(usize, usize)> = (0..rank - 2).map(|d| (d, d)).chain([(rank - 1, rank - 2)]).collect();
    if pairs.iter().all(|&(l, r)| ld[l].is_some() && rd[r].is_some()) {
        return Ok(());
    }
    let (ls, rs) = (loops::dims(ir, lhs), loops::dims(ir, rhs));
    agreement(ir, library, (&ld, &ls), (&rd, &rs), &pairs)?;
    if let (Some(native), None) = (native, ld[rank - 1]) {
        let k = ls[rank - 1];
        let native_k = ir.index(native.k as i64);
        let partial = ir.ne(ir.val(arith::remui(k, native_k, ir.location)), ir.index(0));
        let message = format!("'lpf.dot': [E0912] K = %lld is not a multiple of {}, the k of \"{}\"'s instruction", native.k, native.unit);
        report_if(ir, library, partial, &message, &[Size::Run(k)])?;
    }
    Ok(())
}

/// The check that the lhs's sizes `pairs.0` equal the rhs's sizes `pairs.1` (each operand's
/// static dimensions and run-time sizes), printed as the
/// reference prints a contraction of shapes that do not fit.
fn agreement<'c, 'a>(
    ir: &Ir<'c, 'a>,
    library: &mut Library<'c, '_>,
    (ld, ls): (&[Option<u64>], &[Value<'c, 'a>]),
    (rd, rs): (&[Option<u64>], &[Value<'c, 'a>]),
    pairs: &[(usize, usize)],
) -> Result<(), LpfError<'c>> {
    let lhs_sizes = sizes(ld, ls);
    let rhs_sizes = sizes(rd, rs);

    let mut differ = ir.i1(false);
    for &(l, r) in pairs {
        differ = ir.or(differ, ir.ne(ls[l], rs[r]));
    }
    let shapes: Vec<Size> = lhs_sizes.iter().chain(&rhs_sizes).copied().collect();
    let contract = format!("'lpf.dot': cannot contract {} with {}", shape_text(&lhs_sizes), shape_text(&rhs_sizes));
    report_if(ir, library, differ, &contract, &shapes)
}

/// Emits, at `ir`, the check that an element-wise op's operands (their sizes read at run time
/// where not static) have one shape, equal to the result's static sizes: the reference's
/// "operand shapes differ". None when every size is static.
pub fn same_shape<'c, 'a>(ir: &Ir<'c, 'a>, library: &mut Library<'c, '_>, op_name: &str, operands: &[Value<'c, 'a>], result: &[Option<u64>]) -> Result<(), LpfError<'c>> {
    let dims: Vec<Vec<Option<u64>>> = operands.iter().map(|v| loops::dims_of(v.r#type()).ok_or("operand is not ranked")).collect::<Result<_, _>>()?;
    if dims.iter().all(|d| d.iter().all(Option::is_some)) {
        return Ok(());
    }
    let first = sizes(&dims[0], &loops::dims(ir, operands[0]));
    // The result's static sizes first: operand 0 against them, then every other operand against
    // operand 0.
    let fixed: Vec<Size> = result.iter().zip(&first).map(|(r, s)| r.map_or(*s, Size::Known)).collect();
    let mut others: Vec<Vec<Size>> = operands.iter().zip(&dims).skip(1).map(|(v, d)| sizes(d, &loops::dims(ir, *v))).collect();
    others.push(fixed);
    for other in others {
        let mut differ = ir.i1(false);
        let mut known_differ = false;
        for (a, b) in first.iter().zip(&other) {
            match (a, b) {
                (Size::Known(x), Size::Known(y)) => known_differ |= x != y,
                _ => differ = ir.or(differ, ir.ne(value(ir, *a), value(ir, *b))),
            }
        }
        if known_differ || first.len() != other.len() {
            return Err("internal error: element-wise operands of different static shapes".into());
        }
        let message = format!("'{op_name}': operand shapes differ: {} vs {}", shape_text(&first), shape_text(&other));
        let printed: Vec<Size> = first.iter().chain(&other).copied().collect();
        report_if(ir, library, differ, &message, &printed)?;
    }
    Ok(())
}

/// Emits, at `ir`, the check that a block-scaled operand's `scale` fits its `data` in blocks of
/// `block` along `axis` (the scale's size there is the data's / block, the data's a multiple of
/// block; every other size equal): the reference's "scale shape [..] does not fit elements [..]
/// in blocks of B". None when every size is static (the verifier has checked those).
pub fn block_scales<'c, 'a>(
    ir: &Ir<'c, 'a>,
    library: &mut Library<'c, '_>,
    op_name: &str,
    (data, scale): (Value<'c, 'a>, Value<'c, 'a>),
    axis: usize,
    block: u64,
) -> Result<(), LpfError<'c>> {
    let (dd, sd) = (loops::dims_of(data.r#type()).ok_or("input is not ranked")?, loops::dims_of(scale.r#type()).ok_or("scale is not ranked")?);
    if dd.len() != sd.len() || axis >= dd.len() {
        return Err("internal error: block scales of another rank".into());
    }
    if dd.iter().chain(&sd).all(Option::is_some) {
        return Ok(());
    }
    let (ds, ss) = (loops::dims(ir, data), loops::dims(ir, scale));
    let block_size = ir.index(block as i64);
    let mut differ = ir.i1(false);
    for d in 0..dd.len() {
        if d == axis {
            let partial = ir.ne(ir.val(arith::remui(ds[d], block_size, ir.location)), ir.index(0));
            let blocks = ir.udiv(ds[d], block_size);
            differ = ir.or(differ, ir.or(partial, ir.ne(blocks, ss[d])));
        } else {
            differ = ir.or(differ, ir.ne(ds[d], ss[d]));
        }
    }
    let (data_sizes, scale_sizes) = (sizes(&dd, &ds), sizes(&sd, &ss));
    let message = format!("'{op_name}': scale shape {} does not fit elements {} in blocks of {block}", shape_text(&scale_sizes), shape_text(&data_sizes));
    let printed: Vec<Size> = scale_sizes.iter().chain(&data_sizes).copied().collect();
    report_if(ir, library, differ, &message, &printed)
}

/// Each dimension's size: known at compile time, else the run-time value.
fn sizes<'c, 'a>(dims: &[Option<u64>], values: &[Value<'c, 'a>]) -> Vec<Size<'c, 'a>> {
    dims.iter().zip(values).map(|(d, v)| d.map_or(Size::Run(*v), Size::Known)).collect()
}

/// A size as an index value.
fn value<'c, 'a>(ir: &Ir<'c, 'a>, size: Size<'c, 'a>) -> Value<'c, 'a> {
    match size {
        Size::Known(n) => ir.index(n as i64),
        Size::Run(v) => v,
    }
}

/// A shape as the reference prints it (`[3, 64]`), a run-time size as `%lld`.
fn shape_text(sizes: &[Size]) -> String {
    let items: Vec<String> = sizes.iter().map(|s| if let Size::Known(n) = s { n.to_string() } else { "%lld".to_string() }).collect();
    format!("[{}]", items.join(", "))
}

/// `scf.if condition { report(message, sizes) }`: the message located at the op, its `%lld`s the
/// run-time sizes in order.
fn report_if<'c, 'a>(ir: &Ir<'c, 'a>, library: &mut Library<'c, '_>, condition: Value<'c, 'a>, message: &str, sizes: &[Size<'c, 'a>]) -> Result<(), LpfError<'c>> {
    let runs: Vec<Value> = sizes.iter().filter_map(|s| if let Size::Run(v) = s { Some(*v) } else { None }).collect();
    // `message` holds only the `%lld`s of the sizes; a `%` in the file name is printed as itself.
    let text = format!("{}error: {message}\n", located(&ir.location.to_string()).replace('%', "%%"));
    let name = report_function(ir, library, &text, runs.len())?;
    let block = Block::new(&[]);
    // SAFETY: the block is moved into the region below, which the scf.if appended at `ir` owns.
    let inner = Ir { at: At::End(unsafe { BlockRef::from_raw(block.to_raw()) }), ..*ir };
    let args: Vec<Value> = runs.iter().map(|v| inner.val(arith::index_cast(*v, inner.int_type(64), inner.location))).collect();
    inner.op(func::call(ir.context, FlatSymbolRefAttribute::new(ir.context, &name), &args, &[], inner.location));
    inner.op(scf::r#yield(&[], ir.location));
    let then = Region::new();
    then.append_block(block);
    ir.op(scf::r#if(condition, &[], then, Region::new(), ir.location));
    Ok(())
}

/// The report function for `text` (a printf format with `count` `%lld`s): a private function of
/// `count` i64 arguments that prints it to standard error and exits with status 1.
fn report_function<'c>(ir: &Ir<'c, '_>, library: &mut Library<'c, '_>, text: &str, count: usize) -> Result<String, LpfError<'c>> {
    let global = library.unique_global_name();
    let name = format!("{global}_report");
    let params: Vec<String> = (0..count).map(|i| format!("%a{i}: i64")).collect();
    let args: String = (0..count).map(|i| format!(", %a{i}")).collect();
    let arg_types: String = (0..count).map(|_| ", i64").collect();
    let source = format!(
        "{declarations}\n\
         llvm.mlir.global private constant @{global}(\"{literal}\\00\") {{addr_space = 0 : i32}}\n\
         func.func private @{name}({params}) attributes {{llvm.linkage = #llvm.linkage<internal>}} {{\n\
           %fd = llvm.mlir.constant(2 : i32) : i32\n\
           %format = llvm.mlir.addressof @{global} : !llvm.ptr\n\
           %written = llvm.call @dprintf(%fd, %format{args}) vararg(!llvm.func<i32 (i32, ptr, ...)>) : (i32, !llvm.ptr{arg_types}) -> i32\n\
           %status = llvm.mlir.constant(1 : i32) : i32\n\
           llvm.call @exit(%status) : (i32) -> ()\n\
           return\n\
         }}",
        declarations = DECLARATIONS.map(|(_, d)| d).join("\n"),
        literal = escaped(text),
        params = params.join(", "),
    );
    let module = Module::parse(ir.context, &source).ok_or_else(|| -> LpfError<'c> { format!("internal error: the run-time report does not parse:\n{source}").into() })?;
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        let symbol = op.attribute("sym_name").ok().map(|a| a.to_string().trim_matches('"').to_string()).unwrap_or_default();
        let shared = DECLARATIONS.iter().any(|(s, _)| *s == symbol);
        if !shared || library.claim(&symbol) {
            // SAFETY: a clone owned by nobody yet; the library's module takes it.
            library.add_global(unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) });
        }
    }
    Ok(name)
}

/// `file:line:col: ` of an op's location (its first file position), or nothing without one.
fn located(location: &str) -> String {
    let mut rest = location;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else { break };
        let (file, tail) = (&after[..close], &after[close + 1..]);
        let digits = |s: &str| s.chars().take_while(char::is_ascii_digit).collect::<String>();
        if let Some(numbers) = tail.strip_prefix(':') {
            let line = digits(numbers);
            if let Some(column) = numbers[line.len()..].strip_prefix(':').map(digits) {
                if !line.is_empty() && !column.is_empty() {
                    return format!("{file}:{line}:{column}: ");
                }
            }
        }
        rest = tail;
    }
    String::new()
}

/// `text` as the body of an MLIR string literal: printable ASCII as itself, anything else (and
/// `"`, `\`) as a `\XX` hex escape.
fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| if (0x20..0x7F).contains(&b) && b != b'"' && b != b'\\' { (b as char).to_string() } else { format!("\\{b:02X}") })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{escaped, located};

    #[test]
    fn locations_render_as_file_line_column() {
        assert_eq!(located("loc(\"a/b.mlir\":2:8)"), "a/b.mlir:2:8: ");
        assert_eq!(located("loc(fused[\"x.mlir\":3:4, \"y\"])"), "x.mlir:3:4: ");
        assert_eq!(located("loc(unknown)"), "");
        assert_eq!(located("loc(\"name\")"), "");
    }

    #[test]
    fn literals_escape_quotes_and_newlines() {
        assert_eq!(escaped("a \"b\"\\\n"), "a \\22b\\22\\5C\\0A");
    }
}
