//! The program generator: one `@main` of a few lpf ops chained on its arguments and on each
//! other's results (converts in every rounding and overflow mode, arithmetic, comparisons,
//! contractions (lpf.conv among them), block quantisation, reshapes, calls of helper functions), over every format.
//! Each program comes with its argument codes, so a run is reproducible from the seed alone.

use super::bound::{Contraction, Kind, Source};
use super::conv;
use super::types::*;
use super::values;
use crate::generator::Rng;
use lpf_numerics::Format;

/// One argument of `@main`: its type and codes (dynamic dimensions already sized).
#[derive(Clone, Debug)]
pub struct Arg {
    pub ty: Ty,
    pub codes: Vec<u64>,
}

/// A generated program with its inputs and what the comparison needs to know.
#[derive(Clone, Debug)]
pub struct Program {
    pub text: String,
    pub args: Vec<Arg>,
    pub results: Vec<Ty>,
    /// Contains a contraction (dot, reduce_sum, scaled_dot): XLA sums in its own order.
    pub contracts: bool,
    /// Under [`Profile::Xla`], each returned contraction result with where its operands are
    /// (an operand computed in the program is returned too), for the §8 bound.
    pub contractions: Vec<Contraction>,
    /// A mixed lpf + StableHLO program ([`super::mixed`]): what its comparison needs.
    pub mixed: Option<super::mixed::Mixed>,
}

/// What the generator leans towards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// Every op and format (the llvm and ref backends run everything).
    General,
    /// No dynamic shapes and no contraction results fed into other ops, so that XLA's own
    /// summation order shows only in the results it produces.
    Xla,
}

#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
}

struct Gen<'r> {
    rng: &'r mut Rng,
    profile: Profile,
    args: Vec<Arg>,
    arg_names: Vec<String>,
    body: Vec<String>,
    /// Values later ops may use.
    live: Vec<Val>,
    /// Values that may be returned but not used further (comparisons, contraction results
    /// under the XLA profile).
    terminal: Vec<Val>,
    helpers: Vec<String>,
    next: usize,
    contracts: bool,
    /// Contractions under the XLA profile: kind, operands, result name, accumulator.
    contractions: Vec<(Kind, Vec<Val>, String, Format)>,
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// A new argument of `ty`; its dynamic dimensions take the static sizes in `ty.shape`.
    fn arg(&mut self, ty: Ty) -> Val {
        let name = format!("%a{}", self.args.len());
        let codes = values::codes(self.rng, ty.elem, ty.elements());
        self.args.push(Arg { ty: ty.clone(), codes });
        self.arg_names.push(name.clone());
        Val { name, ty }
    }

    /// An f32 scalar argument holding an NVFP4 per-tensor scale.
    fn global_scale_arg(&mut self) -> Val {
        let name = format!("%a{}", self.args.len());
        let ty = Ty::scalar(Elem::Float(Format::F32));
        self.args.push(Arg { ty: ty.clone(), codes: vec![values::global_scale(self.rng)] });
        self.arg_names.push(name.clone());
        Val { name, ty }
    }

    fn emit(&mut self, line: String) {
        self.body.push(format!("  {line}"));
    }

    fn pick_live(&mut self, accept: impl Fn(&Ty) -> bool) -> Option<Val> {
        let found: Vec<&Val> = self.live.iter().filter(|v| accept(&v.ty)).collect();
        if found.is_empty() {
            None
        } else {
            Some(found[self.rng.below(found.len())].clone())
        }
    }

    fn random_ty(&mut self, elem: Elem, dynamic_ok: bool) -> Ty {
        let shape = shape(self.rng, 3);
        let mut ty = Ty::tensor(elem, shape);
        if ty.rank() == 0 && self.rng.below(2) == 0 {
            ty.scalar = true;
        }
        if dynamic_ok && self.profile == Profile::General && ty.rank() > 0 && self.rng.below(6) == 0 {
            let d = self.rng.below(ty.rank());
            ty.dynamic[d] = true;
        }
        ty
    }

    /// A live float value, or a new argument.
    fn float_operand(&mut self, accept: impl Fn(Format) -> bool, make: impl Fn(&mut Rng) -> Format) -> Val {
        if self.rng.below(4) != 0 {
            if let Some(v) = self.pick_live(|t| t.elem.format().is_some_and(&accept)) {
                return v;
            }
        }
        let f = make(self.rng);
        let ty = self.random_ty(Elem::Float(f), true);
        self.arg(ty)
    }

    /// A second operand of the same type as `x`: `x` itself, another live value of its type,
    /// a constant, or a new argument.
    fn same_type_operand(&mut self, x: &Val) -> Val {
        match self.rng.below(6) {
            0 => x.clone(),
            1 | 2 => {
                let ty = x.ty.clone();
                if let Some(v) = self.pick_live(|t| *t == ty) {
                    return v;
                }
                self.arg(ty)
            }
            3 if !x.ty.is_dynamic() => match x.ty.elem {
                Elem::Float(Format::F16 | Format::BF16 | Format::F32 | Format::F64) if self.rng.below(2) == 0 => self.arith_constant(&x.ty),
                _ => self.constant(&x.ty),
            },
            _ => self.arg(x.ty.clone()),
        }
    }

    /// `arith.constant` of a builtin float type (lpf-run reads its stored bits).
    fn arith_constant(&mut self, ty: &Ty) -> Val {
        let lits = ["0.0", "-0.0", "1.5", "-2.25", "0.1", "65504.0", "3.0e-8", "1.0e30"];
        let text = if ty.rank() > 0 && ty.elements() == 0 {
            "dense<>".to_string()
        } else if ty.rank() == 0 && ty.scalar {
            lits[self.rng.below(lits.len())].to_string()
        } else if ty.rank() == 0 || self.rng.below(2) == 0 {
            format!("dense<{}>", lits[self.rng.below(lits.len())])
        } else {
            let flat: Vec<String> = (0..ty.elements()).map(|_| lits[self.rng.below(lits.len())].to_string()).collect();
            format!("dense<{}>", nest(&flat, &ty.shape))
        };
        let name = self.fresh();
        self.emit(format!("{name} = arith.constant {text} : {}", ty.text()));
        Val { name, ty: ty.clone() }
    }

    /// `lpf.constant` of `ty` with random decimal or raw-bit literals.
    fn constant(&mut self, ty: &Ty) -> Val {
        let format = ty.elem.format().expect("float constant");
        let literal = |rng: &mut Rng| -> String {
            match rng.below(6) {
                0 => format!("{:#x}", values::codes(rng, ty.elem, 1)[0]),
                1 => ["0.0", "-0.0", "1.0", "-1.0", "0.5", "1.0e10", "-3.0e38", "1.0e-40"][rng.below(8)].to_string(),
                _ => {
                    let m = rng.below(2000) as i64 - 1000;
                    let e = rng.below(12) as i32 - 6;
                    let scale = if matches!(format, Format::Sf(_)) { 1e-3 } else { 1.0 };
                    // Rust writes 1e-5 without a point, which MLIR reads as an integer.
                    let text = format!("{:?}", m as f64 * 10f64.powi(e) * scale);
                    match text.find('e') {
                        Some(i) if !text.contains('.') => format!("{}.0{}", &text[..i], &text[i..]),
                        _ => text,
                    }
                }
            }
        };
        let text = if ty.rank() > 0 && ty.elements() == 0 {
            "dense<>".to_string()
        } else if ty.rank() == 0 {
            literal(self.rng)
        } else if self.rng.below(3) == 0 {
            format!("dense<{}>", literal(self.rng))
        } else {
            let flat: Vec<String> = (0..ty.elements()).map(|_| literal(self.rng)).collect();
            format!("dense<{}>", nest(&flat, &ty.shape))
        };
        let text = if ty.rank() == 0 && !ty.scalar { format!("dense<{text}>") } else { text };
        let name = self.fresh();
        self.emit(format!("{name} = lpf.constant {text} : {}", ty.text()));
        Val { name, ty: ty.clone() }
    }

    fn push(&mut self, name: String, ty: Ty, terminal: bool) -> Val {
        let v = Val { name, ty };
        if terminal {
            self.terminal.push(v.clone());
        } else {
            self.live.push(v.clone());
        }
        v
    }

    fn convert(&mut self) {
        let x = self.float_operand(|_| true, any_format);
        let to = any_format(self.rng);
        let mut attrs = rounding_attr(self.rng);
        let finite_only = !to.has_nan() && !to.has_inf();
        match self.rng.below(3) {
            0 => attrs.push_str(" overflow(saturate)"),
            1 if !finite_only => attrs.push_str(" overflow(nan_or_inf)"),
            _ => {}
        }
        let ty = x.ty.with_elem(Elem::Float(to));
        let name = self.fresh();
        self.emit(format!("{name} = lpf.convert {}{attrs} : {} to {}", x.name, x.ty.text(), ty.text()));
        self.push(name, ty, false);
    }

    fn binary(&mut self) {
        let x = self.float_operand(arithmetic, arithmetic_format);
        let f = x.ty.elem.format().expect("float");
        let ops: &[&str] = if matches!(f, Format::Sf(_)) { &["add", "sub", "mul"] } else { &["add", "sub", "mul", "div"] };
        let op = ops[self.rng.below(ops.len())];
        let y = self.same_type_operand(&x);
        let rounding = rounding_attr(self.rng);
        let name = self.fresh();
        self.emit(format!("{name} = lpf.{op} {}, {}{rounding} : {}", x.name, y.name, x.ty.text()));
        self.push(name, x.ty.clone(), false);
    }

    fn unary(&mut self) {
        let x = self.float_operand(arithmetic, arithmetic_format);
        let name = self.fresh();
        let line = match self.rng.below(3) {
            0 => format!("{name} = lpf.neg {} : {}", x.name, x.ty.text()),
            1 => format!("{name} = lpf.relu {} : {}", x.name, x.ty.text()),
            _ => format!("{name} = lpf.leaky_relu {}{} : {}", x.name, rounding_attr(self.rng), x.ty.text()),
        };
        self.emit(line);
        self.push(name, x.ty.clone(), false);
    }

    fn cmp(&mut self) {
        let x = self.float_operand(|_| true, any_format);
        let y = self.same_type_operand(&x);
        let predicate = PREDICATES[self.rng.below(PREDICATES.len())];
        let ty = x.ty.with_elem(Elem::I1);
        let name = self.fresh();
        self.emit(format!("{name} = lpf.cmp {predicate}, {}, {} : {}", x.name, y.name, x.ty.text()));
        self.push(name, ty, true);
    }

    /// The accumulator: ` acc(f32)`, ` acc(f64)` or the default (f32).
    fn acc(&mut self, needs_f64: bool) -> (String, Format) {
        match self.rng.below(3) {
            0 if !needs_f64 => (String::new(), Format::F32),
            1 if !needs_f64 => (" acc(f32)".to_string(), Format::F32),
            _ => (" acc(f64)".to_string(), Format::F64),
        }
    }

    fn contraction_result(&mut self, name: String, ty: Ty, kind: Kind, operands: Vec<Val>) {
        self.contracts = true;
        let terminal = self.profile == Profile::Xla;
        if terminal {
            let acc = ty.elem.format().expect("a float accumulator");
            self.contractions.push((kind, operands, name.clone(), acc));
        }
        self.push(name, ty, terminal);
    }

    fn dot(&mut self) {
        let f64_acc = self.rng.below(3) == 0;
        // lhs: a live rank-2/3 static value, or a new argument.
        let lhs = match self.pick_live(|t| (2..=3).contains(&t.rank()) && !t.is_dynamic()) {
            Some(v) if v.ty.elem.format().is_some_and(|f| widens(f, f64_acc)) && self.rng.below(2) == 0 => v,
            _ => {
                let batch: Vec<usize> = if self.rng.below(4) == 0 { vec![dim(self.rng)] } else { vec![] };
                let mut shape = batch;
                shape.push(dim(self.rng));
                shape.push(wide_dim(self.rng));
                let f = contract_operand(self.rng, f64_acc);
                self.arg(Ty::tensor(Elem::Float(f), shape))
            }
        };
        let lf = lhs.ty.elem.format().expect("float");
        let r = lhs.ty.rank();
        let mut rshape: Vec<usize> = lhs.ty.shape[..r - 2].to_vec();
        rshape.push(lhs.ty.shape[r - 1]);
        rshape.push(wide_dim(self.rng));
        let rf = contract_operand(self.rng, f64_acc);
        let rhs = self.arg(Ty::tensor(Elem::Float(rf), rshape.clone()));
        let (acc, accf) = self.acc(f64_acc || lf == Format::F64 || rf == Format::F64);
        let mut out: Vec<usize> = lhs.ty.shape[..r - 1].to_vec();
        out.push(rshape[r - 1]);
        let ty = Ty::tensor(Elem::Float(accf), out);
        let name = self.fresh();
        self.emit(format!(
            "{name} = lpf.dot {}, {}{acc} : {}, {} -> {}",
            lhs.name,
            rhs.name,
            lhs.ty.text(),
            rhs.ty.text(),
            ty.text()
        ));
        self.contraction_result(name, ty, Kind::Dot, vec![lhs, rhs]);
    }

    /// `lpf.conv` of a live static rank-3..5 value or a new argument, with a new kernel
    /// argument, in a random geometry ([`conv::draw`]).
    fn conv(&mut self) {
        let f64_acc = self.rng.below(3) == 0;
        let live = match self.pick_live(|t| (3..=5).contains(&t.rank()) && !t.is_dynamic() && t.elem.format().is_some_and(|f| widens(f, f64_acc))) {
            Some(v) if self.rng.below(2) == 0 => conv::draw(self.rng, Some(&v.ty.shape)).map(|c| (v, c)),
            _ => None,
        };
        let (lhs, geometry) = match live {
            Some(found) => found,
            None => {
                let Some(c) = conv::draw(self.rng, None) else { return };
                let f = contract_operand(self.rng, f64_acc);
                (self.arg(Ty::tensor(Elem::Float(f), c.lhs.clone())), c)
            }
        };
        let lf = lhs.ty.elem.format().expect("float");
        let rf = contract_operand(self.rng, f64_acc);
        let rhs = self.arg(Ty::tensor(Elem::Float(rf), geometry.rhs.clone()));
        let (acc, accf) = self.acc(f64_acc || lf == Format::F64 || rf == Format::F64);
        let attrs = geometry.geometry.attributes(self.rng);
        let ty = Ty::tensor(Elem::Float(accf), geometry.result.clone());
        let name = self.fresh();
        self.emit(format!("{name} = lpf.conv {}, {}{acc}{attrs} : {}, {} -> {}", lhs.name, rhs.name, lhs.ty.text(), rhs.ty.text(), ty.text()));
        self.contraction_result(name, ty, Kind::Conv(Box::new(geometry)), vec![lhs, rhs]);
    }

    fn reduce_sum(&mut self) {
        let x = match self.pick_live(|t| t.rank() >= 1 && t.elem.format().is_some()) {
            Some(v) if self.rng.below(3) != 0 => v,
            _ => {
                let f = contract_operand(self.rng, true);
                let mut ty = self.random_ty(Elem::Float(f), true);
                if ty.rank() == 0 {
                    ty = Ty::tensor(ty.elem, vec![dim(self.rng) + 3]);
                }
                self.arg(ty)
            }
        };
        let f = x.ty.elem.format().expect("float");
        let wide = f == Format::F64 || matches!(f, Format::P3109(p) if p.k() > 8);
        let mut dims: Vec<usize> = (0..x.ty.rank()).filter(|_| self.rng.below(2) == 0).collect();
        if dims.is_empty() {
            dims.push(self.rng.below(x.ty.rank()));
        }
        let (acc, accf) = self.acc(wide);
        let mut ty = Ty::tensor(Elem::Float(accf), Vec::new());
        for d in 0..x.ty.rank() {
            if !dims.contains(&d) {
                ty.shape.push(x.ty.shape[d]);
                ty.dynamic.push(x.ty.dynamic[d]);
            }
        }
        let list: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
        let name = self.fresh();
        self.emit(format!("{name} = lpf.reduce_sum {} dims [{}]{acc} : {} -> {}", x.name, list.join(", "), x.ty.text(), ty.text()));
        self.contraction_result(name, ty, Kind::ReduceSum { dims }, vec![x]);
    }

    /// quantize_block (MX with a scale rule, or NVFP4 with an optional per-tensor scale), then
    /// usually dequantize_block of its results.
    fn quantize(&mut self) {
        const MX: &[Format] = &[Format::F8E4M3FN, Format::F8E5M2, Format::F6E2M3FN, Format::F6E3M2FN, Format::F4E2M1FN];
        const INPUTS: &[Format] = &[Format::F32, Format::F64, Format::F16, Format::BF16];
        let nvfp4 = self.rng.below(3) == 0;
        let block = if nvfp4 { 16 } else { [1, 2, 3, 4, 8, 16, 32][self.rng.below(7)] };
        let rank = 1 + self.rng.below(3);
        let axis = if self.rng.below(3) == 0 { self.rng.below(rank) } else { rank - 1 };
        let mut shape: Vec<usize> = (0..rank).map(|_| wide_dim(self.rng)).collect();
        shape[axis] = block * (1 + self.rng.below(3));
        let input_format = INPUTS[self.rng.below(INPUTS.len())];
        let x = self.arg(Ty::tensor(Elem::Float(input_format), shape.clone()));
        let (elem, scale_format) = if nvfp4 { (Format::F4E2M1FN, Format::F8E4M3FN) } else { (MX[self.rng.below(MX.len())], Format::F8E8M0FNU) };
        let mut sshape = shape.clone();
        sshape[axis] /= block;
        // With block 1 every dimension agrees and the last one is the blocked one.
        if block == 1 && axis != rank - 1 {
            return;
        }
        let global = if nvfp4 && self.rng.below(2) == 0 { Some(self.global_scale_arg()) } else { None };
        let rule = if !nvfp4 && self.rng.below(2) == 0 { format!(" scale_rounding({})", ["floor", "ceil", "even"][self.rng.below(3)]) } else { String::new() };
        let qty = Ty::tensor(Elem::Float(elem), shape.clone());
        let sty = Ty::tensor(Elem::Float(scale_format), sshape);
        let (q, s) = (self.fresh(), self.fresh());
        let (g_operand, g_type) = match &global {
            Some(g) => (format!(", {}", g.name), ", f32".to_string()),
            None => (String::new(), String::new()),
        };
        self.emit(format!(
            "{q}, {s} = lpf.quantize_block {}{g_operand} block({block}){rule} : {}{g_type} -> {}, {}",
            x.name,
            x.ty.text(),
            qty.text(),
            sty.text()
        ));
        let qv = self.push(q, qty.clone(), false);
        let sv = self.push(s, sty.clone(), false);
        if self.rng.below(4) != 0 {
            let out = if self.rng.below(2) == 0 { Format::F32 } else { Format::F64 };
            let dty = qty.with_elem(Elem::Float(out));
            let name = self.fresh();
            self.emit(format!(
                "{name} = lpf.dequantize_block {} [{}]{g_operand} block({block}) : {}, {}{g_type} -> {}",
                qv.name,
                sv.name,
                qty.text(),
                sty.text(),
                dty.text()
            ));
            self.push(name, dty, false);
        }
    }

    /// dequantize_block of random codes and scales (NaN scales, every element code).
    fn dequantize(&mut self) {
        let nvfp4 = self.rng.below(3) == 0;
        let block = if nvfp4 { 16 } else { [1, 2, 5, 32][self.rng.below(4)] };
        let (elem, scale) = if nvfp4 {
            (Format::F4E2M1FN, Format::F8E4M3FN)
        } else {
            (contract_operand(self.rng, false), Format::F8E8M0FNU)
        };
        let rank = 1 + self.rng.below(2);
        let mut shape: Vec<usize> = (0..rank).map(|_| wide_dim(self.rng)).collect();
        shape[rank - 1] = block * (1 + self.rng.below(2));
        let mut sshape = shape.clone();
        sshape[rank - 1] /= block;
        let q = self.arg(Ty::tensor(Elem::Float(elem), shape.clone()));
        let s = self.arg(Ty::tensor(Elem::Float(scale), sshape));
        let global = if nvfp4 && self.rng.below(2) == 0 { Some(self.global_scale_arg()) } else { None };
        let (g_operand, g_type) = match &global {
            Some(g) => (format!(", {}", g.name), ", f32".to_string()),
            None => (String::new(), String::new()),
        };
        let out = if self.rng.below(2) == 0 { Format::F32 } else { Format::F64 };
        let ty = Ty::tensor(Elem::Float(out), shape);
        let name = self.fresh();
        self.emit(format!(
            "{name} = lpf.dequantize_block {} [{}]{g_operand} block({block}) : {}, {}{g_type} -> {}",
            q.name,
            s.name,
            q.ty.text(),
            s.ty.text(),
            ty.text()
        ));
        self.push(name, ty, false);
    }

    fn scaled_dot(&mut self) {
        let nvfp4 = self.rng.below(3) == 0;
        let block = if nvfp4 { 16 } else if self.rng.below(2) == 0 { 32 } else { [1, 2, 4][self.rng.below(3)] };
        const MX: &[Format] = &[Format::F8E4M3FN, Format::F8E5M2, Format::F6E2M3FN, Format::F6E3M2FN, Format::F4E2M1FN];
        let (lf, rf, sf) = if nvfp4 {
            (Format::F4E2M1FN, Format::F4E2M1FN, Format::F8E4M3FN)
        } else {
            (MX[self.rng.below(MX.len())], MX[self.rng.below(MX.len())], Format::F8E8M0FNU)
        };
        let batch: Vec<usize> = if self.rng.below(4) == 0 { vec![dim(self.rng)] } else { vec![] };
        let (m, n, nb) = (dim(self.rng), wide_dim(self.rng), 1 + self.rng.below(2));
        let k = block * nb;
        let with = |tail: [usize; 2]| -> Vec<usize> { batch.iter().copied().chain(tail).collect() };
        let a = self.arg(Ty::tensor(Elem::Float(lf), with([m, k])));
        let asc = self.arg(Ty::tensor(Elem::Float(sf), with([m, nb])));
        let b = self.arg(Ty::tensor(Elem::Float(rf), with([k, n])));
        let bsc = self.arg(Ty::tensor(Elem::Float(sf), with([nb, n])));
        let global = if nvfp4 && self.rng.below(2) == 0 { Some(self.global_scale_arg()) } else { None };
        let (g_operand, g_type) = match &global {
            Some(g) => (format!(", {}", g.name), ", f32".to_string()),
            None => (String::new(), String::new()),
        };
        let (acc, accf) = self.acc(false);
        let ty = Ty::tensor(Elem::Float(accf), with([m, n]));
        let name = self.fresh();
        self.emit(format!(
            "{name} = lpf.scaled_dot {} [{}], {} [{}]{g_operand} block({block}){acc} : {}, {}, {}, {}{g_type} -> {}",
            a.name,
            asc.name,
            b.name,
            bsc.name,
            a.ty.text(),
            asc.ty.text(),
            b.ty.text(),
            bsc.ty.text(),
            ty.text()
        ));
        let mut operands = vec![a, asc, b, bsc];
        operands.extend(global);
        self.contraction_result(name, ty, Kind::ScaledDot { block }, operands);
    }

    /// collapse_shape of a static rank >= 2 value into one dimension, or expand_shape of a rank-1
    /// value into two.
    fn reshape(&mut self) {
        if let Some(x) = self.pick_live(|t| t.rank() >= 2 && !t.is_dynamic()) {
            let ty = Ty::tensor(x.ty.elem, vec![x.ty.elements()]);
            let all: Vec<String> = (0..x.ty.rank()).map(|d| d.to_string()).collect();
            let name = self.fresh();
            self.emit(format!("{name} = tensor.collapse_shape {} [[{}]] : {} into {}", x.name, all.join(", "), x.ty.text(), ty.text()));
            self.push(name, ty, false);
        } else if let Some(x) = self.pick_live(|t| t.rank() == 1 && !t.is_dynamic()) {
            let n = x.ty.shape[0];
            // An empty vector expands to [1, 0] (it has no divisors to choose from).
            let divisors: Vec<usize> = if n == 0 { vec![1] } else { (1..=n).filter(|d| n % d == 0).collect() };
            let a = divisors[self.rng.below(divisors.len())];
            let ty = Ty::tensor(x.ty.elem, vec![a, n / a]);
            let name = self.fresh();
            self.emit(format!("{name} = tensor.expand_shape {} [[0, 1]] output_shape [{a}, {}] : {} into {}", x.name, n / a, x.ty.text(), ty.text()));
            self.push(name, ty, false);
        }
    }

    /// tensor.splat of a scalar, tensor.empty, or tensor.cast to a dynamic dimension and back.
    fn tensor_op(&mut self) {
        let name = self.fresh();
        match self.rng.below(3) {
            0 => {
                let x = self.float_operand(|_| true, any_format);
                if !x.ty.scalar {
                    self.next -= 1;
                    return;
                }
                let ty = Ty::tensor(x.ty.elem, shape(self.rng, 3));
                self.emit(format!("{name} = tensor.splat {} : {}", x.name, ty.text()));
                self.push(name, ty, false);
            }
            1 => {
                let f = any_format(self.rng);
                let mut ty = self.random_ty(Elem::Float(f), false);
                ty.scalar = false;
                self.emit(format!("{name} = tensor.empty() : {}", ty.text()));
                self.push(name, ty, false);
            }
            _ => {
                let Some(x) = self.pick_live(|t| t.rank() >= 1 && !t.is_dynamic()) else {
                    self.next -= 1;
                    return;
                };
                let mut dynamic = x.ty.clone();
                dynamic.dynamic[0] = true;
                self.emit(format!("{name} = tensor.cast {} : {} to {}", x.name, x.ty.text(), dynamic.text()));
                let back = self.fresh();
                self.emit(format!("{back} = tensor.cast {name} : {} to {}", dynamic.text(), x.ty.text()));
                self.push(back, x.ty.clone(), false);
            }
        }
    }

    /// An elementwise op or convert inside a private helper function, called from @main.
    fn call(&mut self) {
        let x = self.float_operand(|_| true, any_format);
        if x.ty.is_dynamic() {
            return;
        }
        let f = x.ty.elem.format().expect("float");
        let (body, rty) = if arithmetic(f) && self.rng.below(2) == 0 {
            (format!("%r = lpf.neg %p : {}", x.ty.text()), x.ty.clone())
        } else {
            let to = any_format(self.rng);
            let rty = x.ty.with_elem(Elem::Float(to));
            (format!("%r = lpf.convert %p{} : {} to {}", rounding_attr(self.rng), x.ty.text(), rty.text()), rty)
        };
        let helper = format!("@h{}", self.helpers.len());
        self.helpers.push(format!(
            "func.func private {helper}(%p: {}) -> {} {{\n  {body}\n  return %r : {}\n}}\n",
            x.ty.text(),
            rty.text(),
            rty.text()
        ));
        let name = self.fresh();
        self.emit(format!("{name} = func.call {helper}({}) : ({}) -> {}", x.name, x.ty.text(), rty.text()));
        self.push(name, rty, false);
    }

    fn step(&mut self) {
        match self.rng.below(26) {
            0..=4 => self.convert(),
            5..=8 => self.binary(),
            9 | 10 => self.unary(),
            11 | 12 => self.cmp(),
            13 | 14 => self.dot(),
            15 => self.reduce_sum(),
            16 | 17 => self.quantize(),
            18 => self.dequantize(),
            19 => self.scaled_dot(),
            20 => self.reshape(),
            21 | 22 => self.tensor_op(),
            23 => self.call(),
            _ => self.conv(),
        }
    }
}

/// Whether `name` is an operand of any line of `body` (not just defined there).
fn used(body: &[String], name: &str) -> bool {
    body.iter().any(|line| {
        let rhs = line.split_once(" = ").map(|(_, r)| r).unwrap_or(line);
        rhs.match_indices(name).any(|(i, _)| !rhs[i + name.len()..].starts_with(|c: char| c.is_ascii_digit()))
    })
}

/// Writes a flat literal list with a shape's nesting: `[[a, b], [c, d]]`.
fn nest(flat: &[String], shape: &[usize]) -> String {
    if shape.is_empty() {
        return flat[0].clone();
    }
    let inner: usize = shape[1..].iter().product();
    let parts: Vec<String> = (0..shape[0]).map(|i| nest(&flat[i * inner..(i + 1) * inner], &shape[1..])).collect();
    format!("[{}]", parts.join(", "))
}

/// A random program of 1 to 5 ops and 1 to 3 results.
pub fn generate(rng: &mut Rng, profile: Profile) -> Program {
    let mut g = Gen {
        rng,
        profile,
        args: Vec::new(),
        arg_names: Vec::new(),
        body: Vec::new(),
        live: Vec::new(),
        terminal: Vec::new(),
        helpers: Vec::new(),
        next: 0,
        contracts: false,
        contractions: Vec::new(),
    };
    let ops = 1 + g.rng.below(5);
    for _ in 0..ops {
        g.step();
    }
    // Results: every value no later op uses (so every op's work is compared), at most four,
    // newest first; arguments themselves are not returned.
    let mut candidates: Vec<Val> = g.live.iter().chain(&g.terminal).filter(|v| v.name.starts_with("%v")).cloned().collect();
    if candidates.is_empty() {
        g.convert();
        candidates = g.live.iter().filter(|v| v.name.starts_with("%v")).cloned().collect();
    }
    candidates.sort_by_key(|v| std::cmp::Reverse(v.name[2..].parse::<usize>().unwrap_or(0)));
    let mut results: Vec<Val> = candidates.iter().filter(|v| !used(&g.body, &v.name)).take(4).cloned().collect();
    if results.is_empty() {
        results.push(candidates[0].clone());
    }
    // Now and then a result twice, or an argument returned as it is: the LLVM exit writes
    // results in place and may alias a result buffer with an argument's.
    match g.rng.below(8) {
        0 => results.push(results[0].clone()),
        1 if !g.args.is_empty() => {
            let i = g.rng.below(g.args.len());
            results.push(Val { name: g.arg_names[i].clone(), ty: g.args[i].ty.clone() });
        }
        _ => {}
    }
    // Each returned contraction's operands: an argument, or a value returned for the bound.
    let mut contractions = Vec::new();
    for (kind, operands, name, acc) in std::mem::take(&mut g.contractions) {
        // Every position that returns it (a result may be returned twice).
        let positions: Vec<usize> = (0..results.len()).filter(|&i| results[i].name == name).collect();
        if positions.is_empty() {
            continue;
        }
        let mut sources = Vec::new();
        for operand in operands {
            if let Some(i) = g.arg_names.iter().position(|n| *n == operand.name) {
                sources.push(Source::Arg(i));
            } else {
                let i = results.iter().position(|v| v.name == operand.name).unwrap_or_else(|| {
                    results.push(operand.clone());
                    results.len() - 1
                });
                sources.push(Source::Result(i));
            }
        }
        for result in positions {
            contractions.push(Contraction { result, kind: kind.clone(), operands: sources.clone(), acc });
        }
    }
    let params: Vec<String> = g.arg_names.iter().zip(&g.args).map(|(n, a)| format!("{n}: {}", a.ty.text())).collect();
    let rtypes: Vec<String> = results.iter().map(|v| v.ty.text()).collect();
    let rnames: Vec<String> = results.iter().map(|v| v.name.clone()).collect();
    let mut text = String::new();
    for h in &g.helpers {
        text.push_str(h);
    }
    text.push_str(&format!("func.func @main({}) -> ({}) {{\n", params.join(", "), rtypes.join(", ")));
    for line in &g.body {
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&format!("  return {} : {}\n}}\n", rnames.join(", "), rtypes.join(", ")));
    Program { text, args: g.args, results: results.into_iter().map(|v| v.ty).collect(), contracts: g.contracts, contractions, mixed: None }
}
