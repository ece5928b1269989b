//! `stablehlo.sort` on the LLVM exit, which upstream's linalg conversion has no pattern for
//! (`jnp.sort`, `argsort`, `lax.top_k`, `torch.sort` / `topk`): each sort becomes a call of a
//! private StableHLO function that sorts with a bitonic network, every compare-exchange step of
//! which is whole-tensor StableHLO (reshapes, slices, selects, concatenates) with the sort's own
//! comparator applied by a `stablehlo.map`:
//!
//! - the sort dimension is moved last and padded to a power of two M; two operands are added:
//!   whether a position holds a value (`valid`) and its original position (`index`);
//! - the network compares with `less(a, b) = a.valid & (!b.valid | cmp(a, b) | (!cmp(b, a) &
//!   a.index < b.index))`: padding goes last, and elements the comparator finds equivalent keep
//!   their order. With a comparator that is a strict weak order (jax's and torch's are: a
//!   TOTALORDER or a NaN-aware compare), that order is a total one, whose sorted sequence is
//!   unique and is the stable sort's: what StableHLO's interpreter (`std::stable_sort`) and XLA
//!   give for `is_stable`, and one of the orders an unstable sort may give;
//! - log2(M) (log2(M) + 1) / 2 steps (55 for M = 1024), each O(M) and vectorisable.
//!
//! Sorts whose comparator reads values from outside its region stay, and the exit refuses them
//! at the op (E0915).

use super::helper_calls::{call_helper, each_op, list, name_for, self_contained, static_shape, tensor};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Value, ValueLike};
use melior::Context;




/// A zero of `element` as a dense literal (the padding's value: it is never compared as a value).
fn zero(element: &str) -> &'static str {
    if element == "i1" {
        "false"
    } else if element.starts_with('i') || element.starts_with("ui") || element.starts_with("si") {
        "0"
    } else {
        "0.0"
    }
}

/// SSA names for the helper's text.
struct Text {
    lines: Vec<String>,
    next: usize,
}

impl Text {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn op(&mut self, text: String) -> String {
        let name = self.fresh();
        self.lines.push(format!("    {name} = {text}"));
        name
    }
}

/// The helper's text: operands of `shape` and `elements`, sorted along `dimension`. Each map's
/// body is a placeholder (returns true) that [`rewrite`] replaces by the sort's comparator.
fn helper_text(name: &str, shape: &[i64], elements: &[String], dimension: usize) -> Option<String> {
    let rank = shape.len();
    let n = shape[dimension];
    let types: Vec<String> = elements.iter().map(|e| tensor(shape, e)).collect();
    let args: Vec<String> = (0..elements.len()).map(|i| format!("%arg{i}")).collect();
    let signature = args.iter().zip(&types).map(|(a, t)| format!("{a}: {t}")).collect::<Vec<_>>().join(", ");
    let results = types.join(", ");
    let mut t = Text { lines: Vec::new(), next: 0 };
    if n <= 1 {
        return Some(format!("func.func private @{name}({signature}) -> ({results}) {{\n    return {} : {results}\n  }}", args.join(", ")));
    }
    // The sort dimension last: [rest..., n], then padded to [rest..., m].
    let perm: Vec<i64> = (0..rank).filter(|&d| d != dimension).chain([dimension]).map(|d| d as i64).collect();
    let mut inverse = vec![0i64; rank];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p as usize] = i as i64;
    }
    let rest: Vec<i64> = perm[..rank - 1].iter().map(|&d| shape[d as usize]).collect();
    let m = (n as u64).next_power_of_two() as i64;
    let last = |size: i64| -> Vec<i64> { rest.iter().copied().chain([size]).collect() };
    let mut arrays: Vec<(String, String)> = Vec::new(); // (value, element)
    for (arg, element) in args.iter().zip(elements) {
        let moved = t.op(format!("stablehlo.transpose {arg}, dims = [{}] : ({}) -> {}", list(&perm), tensor(shape, element), tensor(&last(n), element)));
        let value = if m > n {
            let z = t.op(format!("stablehlo.constant dense<{}> : tensor<{element}>", zero(element)));
            let low = vec![0i64; rank];
            let mut high = vec![0i64; rank];
            high[rank - 1] = m - n;
            t.op(format!(
                "stablehlo.pad {moved}, {z}, low = [{}], high = [{}], interior = [{}] : ({}, tensor<{element}>) -> {}",
                list(&low),
                list(&high),
                list(&low),
                tensor(&last(n), element),
                tensor(&last(m), element)
            ))
        } else {
            moved
        };
        arrays.push((value, element.clone()));
    }
    let positions = t.op(format!("stablehlo.iota dim = {} : {}", rank - 1, tensor(&last(m), "i32")));
    let count = t.op(format!("stablehlo.constant dense<{n}> : {}", tensor(&last(m), "i32")));
    let valid = t.op(format!("stablehlo.compare LT, {positions}, {count}, SIGNED : ({t32}, {t32}) -> {}", tensor(&last(m), "i1"), t32 = tensor(&last(m), "i32")));
    arrays.push((valid, "i1".into()));
    arrays.push((positions, "i32".into()));
    let users = elements.len();
    let mut k = 2;
    while k <= m {
        let mut j = k / 2;
        while j >= 1 {
            // Partners i and i + j sit at [.., b, 0, t] and [.., b, 1, t] of [rest.., m/2j, 2, j].
            let blocks = m / (2 * j);
            let split: Vec<i64> = rest.iter().copied().chain([blocks, 2, j]).collect();
            let half: Vec<i64> = rest.iter().copied().chain([blocks, 1, j]).collect();
            let pair: Vec<i64> = rest.iter().copied().chain([blocks, j]).collect();
            let mut los = Vec::new();
            let mut his = Vec::new();
            for (value, element) in &arrays {
                let r = t.op(format!("stablehlo.reshape {value} : ({}) -> {}", tensor(&last(m), element), tensor(&split, element)));
                let zeros = vec![0i64; rest.len()];
                let ends: Vec<i64> = rest.clone();
                let start = |h: i64| zeros.iter().copied().chain([0, h, 0]).map(|v| v.to_string()).collect::<Vec<_>>();
                let stop = |h: i64| ends.iter().copied().chain([blocks, h + 1, j]).map(|v| v.to_string()).collect::<Vec<_>>();
                let ranges = |h: i64| start(h).iter().zip(stop(h)).map(|(a, b)| format!("{a}:{b}")).collect::<Vec<_>>().join(", ");
                let lo = t.op(format!("stablehlo.slice {r} [{}] : ({}) -> {}", ranges(0), tensor(&split, element), tensor(&half, element)));
                let hi = t.op(format!("stablehlo.slice {r} [{}] : ({}) -> {}", ranges(1), tensor(&split, element), tensor(&half, element)));
                los.push(t.op(format!("stablehlo.reshape {lo} : ({}) -> {}", tensor(&half, element), tensor(&pair, element))));
                his.push(t.op(format!("stablehlo.reshape {hi} : ({}) -> {}", tensor(&half, element), tensor(&pair, element))));
            }
            let tp = |e: &str| tensor(&pair, e);
            let b1 = tp("i1");
            // cmp(a, b) through the comparator: arguments lhs_0, rhs_0, lhs_1, rhs_1, ...
            let compare = |t: &mut Text, a: &[String], b: &[String]| -> String {
                let mut operands = Vec::new();
                let mut operand_types = Vec::new();
                let mut block_args = Vec::new();
                for i in 0..users {
                    operands.push(a[i].clone());
                    operands.push(b[i].clone());
                    operand_types.push(tp(&arrays[i].1));
                    operand_types.push(tp(&arrays[i].1));
                    block_args.push(format!("%l{i}: tensor<{}>", arrays[i].1));
                    block_args.push(format!("%r{i}: tensor<{}>", arrays[i].1));
                }
                let dims: Vec<i64> = (0..pair.len() as i64).collect();
                t.op(format!(
                    "\"stablehlo.map\"({}) <{{dimensions = array<i64: {}>}}> ({{\n    ^bb0({}):\n      %true = stablehlo.constant dense<true> : tensor<i1>\n      \"stablehlo.return\"(%true) : (tensor<i1>) -> ()\n    }}) : ({}) -> {b1}",
                    operands.join(", "),
                    list(&dims),
                    block_args.join(", "),
                    operand_types.join(", ")
                ))
            };
            let hi_before_lo = compare(&mut t, &his, &los);
            let lo_before_hi = compare(&mut t, &los, &his);
            let (vlo, vhi, ilo, ihi) = (&los[users], &his[users], &los[users + 1], &his[users + 1]);
            // less(a, b) = a.valid & (!b.valid | cmp(a, b) | (!cmp(b, a) & a.index < b.index))
            let less = |t: &mut Text, va: &str, vb: &str, ia: &str, ib: &str, ab: &str, ba: &str| -> String {
                let t32 = tp("i32");
                let earlier = t.op(format!("stablehlo.compare LT, {ia}, {ib}, SIGNED : ({t32}, {t32}) -> {b1}"));
                let not_ba = t.op(format!("stablehlo.not {ba} : {b1}"));
                let tie = t.op(format!("stablehlo.and {not_ba}, {earlier} : {b1}"));
                let ordered = t.op(format!("stablehlo.or {ab}, {tie} : {b1}"));
                let not_vb = t.op(format!("stablehlo.not {vb} : {b1}"));
                let either = t.op(format!("stablehlo.or {not_vb}, {ordered} : {b1}"));
                t.op(format!("stablehlo.and {va}, {either} : {b1}"))
            };
            let hi_first = less(&mut t, vhi, vlo, ihi, ilo, &hi_before_lo, &lo_before_hi);
            let lo_first = less(&mut t, vlo, vhi, ilo, ihi, &lo_before_hi, &hi_before_lo);
            // Ascending blocks: ((b * 2j) & k) == 0; descending ones swap when lo comes first.
            let block = t.op(format!("stablehlo.iota dim = {} : {}", rest.len(), tp("i32")));
            let width = t.op(format!("stablehlo.constant dense<{}> : {}", 2 * j, tp("i32")));
            let start = t.op(format!("stablehlo.multiply {block}, {width} : {}", tp("i32")));
            let kk = t.op(format!("stablehlo.constant dense<{k}> : {}", tp("i32")));
            let bit = t.op(format!("stablehlo.and {start}, {kk} : {}", tp("i32")));
            let z = t.op(format!("stablehlo.constant dense<0> : {}", tp("i32")));
            let ascending = t.op(format!("stablehlo.compare EQ, {bit}, {z}, SIGNED : ({t32}, {t32}) -> {b1}", t32 = tp("i32")));
            let swap = t.op(format!("stablehlo.select {ascending}, {hi_first}, {lo_first} : {b1}, {b1}"));
            let mut next = Vec::new();
            for (i, (_, element)) in arrays.iter().enumerate() {
                let te = tp(element);
                let new_lo = t.op(format!("stablehlo.select {swap}, {}, {} : {b1}, {te}", his[i], los[i]));
                let new_hi = t.op(format!("stablehlo.select {swap}, {}, {} : {b1}, {te}", los[i], his[i]));
                let lo3 = t.op(format!("stablehlo.reshape {new_lo} : ({te}) -> {}", tensor(&half, element)));
                let hi3 = t.op(format!("stablehlo.reshape {new_hi} : ({te}) -> {}", tensor(&half, element)));
                let both = t.op(format!(
                    "stablehlo.concatenate {lo3}, {hi3}, dim = {} : ({h}, {h}) -> {}",
                    rest.len() + 1,
                    tensor(&split, element),
                    h = tensor(&half, element)
                ));
                let flat = t.op(format!("stablehlo.reshape {both} : ({}) -> {}", tensor(&split, element), tensor(&last(m), element)));
                next.push((flat, element.clone()));
            }
            arrays = next;
            j /= 2;
        }
        k *= 2;
    }
    let mut outs = Vec::new();
    for (value, element) in arrays.iter().take(users) {
        let limits: Vec<String> = rest.iter().map(|&s| format!("0:{s}")).chain([format!("0:{n}")]).collect();
        let cut = if m > n {
            t.op(format!("stablehlo.slice {value} [{}] : ({}) -> {}", limits.join(", "), tensor(&last(m), element), tensor(&last(n), element)))
        } else {
            value.clone()
        };
        outs.push(t.op(format!("stablehlo.transpose {cut}, dims = [{}] : ({}) -> {}", list(&inverse), tensor(&last(n), element), tensor(shape, element))));
    }
    Some(format!(
        "func.func private @{name}({signature}) -> ({results}) {{\n{}\n    return {} : {results}\n  }}",
        t.lines.join("\n"),
        outs.join(", ")
    ))
}

/// Rewrites one sort into a call of its helper; `false` where this module does not take it.
fn rewrite<'c>(context: &'c Context, module: OperationRef<'c, '_>, op: OperationRef<'c, '_>) -> bool {
    if op.operand_count() == 0 || op.result_count() != op.operand_count() || op.region_count() != 1 || !self_contained(op) {
        return false;
    }
    let Some(dimension) = op.attribute("dimension").ok().and_then(|a| a.to_string().split(':').next().and_then(|v| v.trim().parse::<i64>().ok())) else { return false };
    let operands: Vec<Value> = op.operands().collect();
    let Some((shape, _)) = static_shape(operands[0].r#type()) else { return false };
    let dimension = if dimension < 0 { dimension + shape.len() as i64 } else { dimension };
    if dimension < 0 || dimension as usize >= shape.len() {
        return false;
    }
    let mut elements = Vec::new();
    for v in &operands {
        match static_shape(v.r#type()) {
            Some((s, e)) if s == shape => elements.push(e.to_string()),
            _ => return false,
        }
    }
    let Some(probe) = helper_text("probe", &shape, &elements, dimension as usize) else { return false };
    let name = name_for("sort", &probe, op);
    let Some(text) = helper_text(&name, &shape, &elements, dimension as usize) else { return false };
    call_helper(context, module, op, &name, &text)
}

/// Every `stablehlo.sort` of `root` (a module) this module takes, as a call of its helper.
pub fn sorts_as_networks(context: &Context, root: OperationRef) {
    each_op(context, root, "stablehlo.sort", rewrite);
}
