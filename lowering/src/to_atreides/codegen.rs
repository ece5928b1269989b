//! Code generation for one result: a loop nest in which each thread computes whole output
//! elements, reading its inputs straight from memory.
//!
//! The output is viewed as `[rows, cols]` (a dot's `[m, n]`; an element-wise result flattened to
//! `[1, e]`). Threads share one axis of that view (`x`): thread g takes x = g, g + T, g + 2T, ...
//! ("chunks"); the other axis (`y`) and a dot's k run inside each thread. Every loop count is
//! a compile-time constant, so control flow is uniform across a block, as atreides.md §6
//! requires. Spare threads of the last chunk compute garbage into padding the layout reserves
//! (reads of any address are harmless), so no thread ever needs a branch of its own.
//!
//! Addresses advance as pointers. Each pointer carries a compile-time `pending` offset that is
//! added only when the pointer is next used (or at a loop's back edge), so unrolled code pays
//! one ADD per load and loops one ADD per pointer per iteration.
//!
//! Arithmetic (atreides.md §4): a dot is FMA after FMA from +0 (truncated products, saturation
//! at every step: the SF16 hardware accumulation); `add` is ACT passthrough (exact sum,
//! saturated); `sub` adds the operand with its sign bit flipped (+0x8000 mod 2^16); `mul` is an
//! FMA into +0 (the truncated product); widening SFn -> SF16 is the code shifted left by 16 - n.

use super::instructions::{Emitter, GenError};
use super::graph::{Dot, Node, Operand};
use super::layout::Region;
use lpf_atreides::isa::{Instr, Reg, NZP_P, NZP_Z};
use lpf_atreides::program::PROGRAM_WORDS;

/// How one result is computed.
///
/// Two ways to give threads their elements, both free of division (the ISA has none worth the
/// name): `grid == false`: one linear id g = blockIdx * 2 + threadIdx over x (x = g + T * cx),
/// y sequential in each thread; `grid == true`: threadIdx over x (x = t + 2 * cx) and blockIdx
/// over y (y = b + B * cy), so that a small product still spreads over both cores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Thread count of the launch (1..=127).
    pub threads: u32,
    /// x is the rows axis (x = i, y = j) instead of the columns (x = j, y = i).
    pub rows_axis: bool,
    pub grid: bool,
    /// Extent of the thread axis, the other axis, and the contraction (0 without a dot).
    pub x: usize,
    pub y: usize,
    pub k: usize,
    /// Iterations per thread along x and y.
    pub cx: usize,
    pub cy: usize,
    /// Elements along x a thread computes together (divides cx): a dot's shared operand is
    /// loaded once per k for the whole group.
    pub group: usize,
    pub unroll_x: bool,
    pub unroll_y: bool,
    /// Copies of the k step per loop iteration (k or more: no k loop at all).
    pub unroll_k: usize,
}

impl Plan {
    /// Distance in x (resp. y) between a thread's consecutive elements.
    pub fn sx(&self) -> usize {
        if self.grid {
            2
        } else {
            self.threads as usize
        }
    }

    pub fn sy(&self) -> usize {
        if self.grid {
            self.threads as usize / 2
        } else {
            1
        }
    }

    /// Whether some loop runs as a loop (CMP + branch): then every block must be full,
    /// since a partial block's control follows its disabled thread (atreides.md §6).
    pub fn has_loop(&self) -> bool {
        (!self.unroll_x && self.cx / self.group > 1) || (!self.unroll_y && self.cy > 1) || (self.k / self.unroll_k.max(1) > 1)
    }

    /// The result's region at `address`: x and y padded to whole chunks of threads.
    pub fn region(&self, address: usize, shape: &[usize], bits: u8, rows: usize, cols: usize) -> Region {
        let (px, py) = (self.cx * self.sx(), self.cy * self.sy());
        let (pitch, words) = if self.rows_axis { (py, px * py) } else { (px, py * px) };
        Region { address: address as u16, shape: shape.to_vec(), bits, rows, cols, pitch, words }
    }
}

/// The plans worth trying (the caller keeps the fastest that fits): each orientation and
/// thread mapping, with the most unrolled loop nest first (the caller falls back to loops when
/// a plan exceeds program memory or the registers). `rows`/`cols` is the result's view; `k` the
/// contraction length (0 without a dot).
pub fn candidates(rows: usize, cols: usize, k: usize, dot: bool) -> Vec<Vec<Plan>> {
    let mut families = Vec::new();
    // An element-wise result is [1, e]: only its columns can be shared.
    let orientations: &[bool] = if dot { &[false, true] } else { &[false] };
    for &rows_axis in orientations {
        let (x, y) = if rows_axis { (rows, cols) } else { (cols, rows) };
        let base = Plan { threads: 0, rows_axis, grid: false, x, y, k, cx: 1, cy: y, group: 1, unroll_x: true, unroll_y: true, unroll_k: k };
        let mut families_of = |p: Plan| {
            // Each plan alone, and (for a dot) with its x elements computed 2 or 4 at a time.
            let groups: &[usize] = if dot { &[1, 2, 4] } else { &[1] };
            for &group in groups {
                if !p.cx.is_multiple_of(group) || (group > 1 && p.cx < group) {
                    continue;
                }
                let unrolled: Vec<Plan> = [(true, true, k), (false, true, k), (false, false, k), (false, false, 8), (false, false, 4), (false, false, 2), (false, false, 1)]
                    .into_iter()
                    .map(|(unroll_x, unroll_y, unroll_k)| Plan { unroll_x, unroll_y, unroll_k, group, ..p })
                    .filter(|q| q.threads % 2 == 0 || !q.has_loop())
                    .collect();
                families.push(unrolled);
            }
        };
        // One element per thread, any count: no loop over x, odd counts (a partial last
        // block) allowed as long as nothing else loops.
        if x <= 127 {
            families_of(Plan { threads: x as u32, ..base });
        }
        // Linear ids with loops over x: the fewest chunks of at most 126 threads, and few
        // threads (each block then does more, with less set-up per element).
        let fewest = x.div_ceil(126);
        let mut counts = vec![(2 * x.div_ceil(2 * fewest)) as u32];
        for t in [2u32, 4, 8] {
            if (t as usize) < x {
                counts.push(t);
            }
        }
        for threads in counts {
            families_of(Plan { threads, cx: x.div_ceil(threads as usize), ..base });
        }
        // Blocks over y, threads over x.
        if dot && y >= 2 {
            for blocks in [2usize, 4, y.min(63)] {
                if blocks <= y {
                    let p = Plan { threads: 2 * blocks as u32, grid: true, cx: x.div_ceil(2), cy: y.div_ceil(blocks), ..base };
                    families_of(p);
                }
            }
        }
    }
    families
}

/// A pointer register and its strides (in words, mod 2^16) per step of x, y and k.
struct Ptr {
    reg: Reg,
    ax: u16,
    ay: u16,
    ak: u16,
    pending: u16,
}

/// What reads through which pointer.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Lhs,
    Rhs,
    Out,
    Leaf(usize),
}

struct Gen<'p> {
    e: Emitter,
    plan: &'p Plan,
    ptrs: Vec<(Role, Ptr)>,
    acc: Option<Reg>,
}

/// The program computing `root` into `out`; `args` are the arguments' regions.
pub fn generate(root: &Node, out: &Region, args: &[Region], plan: &Plan) -> Result<Vec<Instr>, GenError> {
    let dots = root.dots();
    if dots.len() > 1 {
        return Err("a result with more than one contraction is not supported by the Atreides exit".into());
    }
    if plan.threads % 2 == 1 && plan.has_loop() {
        return Err("an odd thread count with loops (a partial block runs a loop once)".into());
    }
    let dot: Option<&Dot> = dots.first().copied();
    let mut g = Gen { e: Emitter::default(), plan, ptrs: Vec::new(), acc: None };
    g.setup(root, dot, out, args)?;
    g.chunk_loop(root, dot)?;
    g.e.push(Instr::Ret);
    g.e.finish()
}

impl Gen<'_> {
    fn setup(&mut self, root: &Node, dot: Option<&Dot>, out: &Region, args: &[Region]) -> Result<(), GenError> {
        let (k, n) = dot.map_or((0, out.cols), |d| (d.k, d.n));
        let w = |v: usize| v as u16;
        // Strides (ax, ay, ak) of each role, in words.
        let strides = |role: Role| -> (u16, u16, u16) {
            match (self.plan.rows_axis, role) {
                (false, Role::Lhs) => (0, w(k), 1),
                (false, Role::Rhs) => (1, 0, w(n)),
                (false, Role::Out) => (1, w(out.pitch), 0),
                (false, Role::Leaf(_)) => (1, w(n), 0),
                (true, Role::Lhs) => (w(k), 0, 1),
                (true, Role::Rhs) => (0, 1, w(n)),
                (true, Role::Out) => (w(out.pitch), 1, 0),
                (true, Role::Leaf(_)) => (w(n), 1, 0),
            }
        };
        let mut roles = Vec::new();
        if let Some(d) = dot {
            roles.push((Role::Lhs, args[d.lhs.arg].address));
            roles.push((Role::Rhs, args[d.rhs.arg].address));
        }
        let mut leaves = Vec::new();
        root.leaves(&mut leaves);
        for arg in leaves {
            roles.push((Role::Leaf(arg), args[arg].address));
        }
        roles.push((Role::Out, out.address));
        // Thread coordinates: (g, 0) with g = blockIdx * 2 + threadIdx (threadIdx alone for
        // one block), or (threadIdx, blockIdx) on a grid.
        let id = if !self.plan.grid && self.plan.threads > 2 {
            let id = self.e.take()?;
            self.e.push(Instr::Mul { d: id, s: Reg::BLOCK_IDX, t: Reg::BLOCK_DIM });
            self.e.push(Instr::Add { d: id, s: id, t: Reg::THREAD_IDX });
            Some(id)
        } else {
            None
        };
        // A one-thread launch has x = 0 throughout: no id term at all.
        let xid = (self.plan.threads > 1).then(|| id.unwrap_or(Reg::THREAD_IDX));
        let yid = self.plan.grid.then_some(Reg::BLOCK_IDX);
        for (role, base) in roles {
            let (ax, ay, ak) = strides(role);
            let reg = self.e.take()?;
            let terms: Vec<(Reg, u16)> = [(xid, ax), (yid, ay)].into_iter().filter_map(|(r, s)| Some((r?, s))).filter(|(_, s)| *s != 0).collect();
            match terms.first() {
                None => self.e.load(reg, base)?,
                Some(&(id, 1)) => {
                    self.e.load(reg, base)?;
                    self.e.push(Instr::Add { d: reg, s: reg, t: id });
                }
                Some(&(id, stride)) => {
                    self.e.mul_const(reg, id, stride)?;
                    self.e.add_const(reg, base)?;
                }
            }
            for &(id, stride) in terms.iter().skip(1) {
                if stride == 1 {
                    self.e.push(Instr::Add { d: reg, s: reg, t: id });
                } else {
                    let t = self.e.take()?;
                    self.e.mul_const(t, id, stride)?;
                    self.e.push(Instr::Add { d: reg, s: reg, t });
                    self.e.give(t);
                }
            }
            self.ptrs.push((role, Ptr { reg, ax, ay, ak, pending: 0 }));
        }
        if let Some(id) = id {
            self.e.give(id);
        }
        // Keep the per-k strides in registers while there are plenty to spare: in the inner
        // loop each then costs one ADD instead of CONST + ADD.
        // So is the step between the elements of a group, for the operand that moves with x.
        let group_step = self.plan.sx() as u16;
        for role in [Role::Lhs, Role::Rhs] {
            if let Some((ak, ax)) = self.ptr(role).map(|p| (p.ak, p.ax)) {
                if self.e.free_count() > 8 && ak > 0 {
                    self.e.constant(ak)?;
                }
                if self.plan.group > 1 && ax != 0 && self.e.free_count() > 8 {
                    self.e.constant(ax.wrapping_mul(group_step))?;
                }
            }
        }
        Ok(())
    }

    fn ptr(&self, role: Role) -> Option<&Ptr> {
        self.ptrs.iter().find(|(r, _)| *r == role).map(|(_, p)| p)
    }

    /// Adds every pointer's pending offset.
    fn settle_all(&mut self) -> Result<(), GenError> {
        for i in 0..self.ptrs.len() {
            self.settle(i)?;
        }
        Ok(())
    }

    fn settle(&mut self, i: usize) -> Result<Reg, GenError> {
        let (reg, pending) = (self.ptrs[i].1.reg, self.ptrs[i].1.pending);
        self.e.add_const(reg, pending)?;
        self.ptrs[i].1.pending = 0;
        Ok(reg)
    }

    fn index(&self, role: Role) -> Result<usize, GenError> {
        self.ptrs.iter().position(|(r, _)| *r == role).ok_or_else(|| "internal: no pointer for an operand".to_string())
    }

    /// Moves every pointer by `f(ptr)` words (lazily).
    fn advance(&mut self, f: impl Fn(&Ptr) -> u16) {
        for (_, p) in self.ptrs.iter_mut() {
            p.pending = p.pending.wrapping_add(f(p));
        }
    }

    /// `count` runs of `body`: `unroll` copies per iteration of a counted loop (CMP on a
    /// uniform counter), the remainder straight after; no loop at all when `unroll >= count`.
    fn repeat(&mut self, count: usize, unroll: usize, body: &mut dyn FnMut(&mut Self) -> Result<(), GenError>) -> Result<(), GenError> {
        let unroll = unroll.max(1);
        let iterations = count / unroll;
        let straight = |g: &mut Self, copies: usize, body: &mut dyn FnMut(&mut Self) -> Result<(), GenError>| -> Result<(), GenError> {
            for _ in 0..copies {
                body(g)?;
                // Give up on an unrolling as soon as it cannot fit.
                if g.e.len() > PROGRAM_WORDS {
                    return Err(format!("the kernel needs more than the {PROGRAM_WORDS} instructions of program memory"));
                }
            }
            Ok(())
        };
        if iterations <= 1 {
            return straight(self, count, body);
        }
        let iterations = u16::try_from(iterations).ok().filter(|c| *c <= i16::MAX as u16).ok_or("a loop count above 32767")?;
        self.settle_all()?;
        let one = self.e.constant(1)?;
        let counter = self.e.take()?;
        self.e.load(counter, iterations)?;
        let head = self.e.new_label();
        self.e.place(head);
        straight(self, unroll, body)?;
        self.settle_all()?;
        // counter <- counter - 1; go on while it is still >= 1.
        self.e.push(Instr::Sub { d: counter, s: counter, t: one });
        self.e.push(Instr::Cmp { a: counter, b: one });
        self.e.branch(NZP_Z | NZP_P, head);
        self.e.give(counter);
        straight(self, count % unroll, body)
    }

    /// The loop nest: y chunks outside, x chunks inside (each thread's elements), `group` of
    /// them at a time.
    fn chunk_loop(&mut self, root: &Node, dot: Option<&Dot>) -> Result<(), GenError> {
        let p = *self.plan;
        let (sx, sy, cx) = (p.sx() as u16, p.sy() as u16, p.cx as u16);
        let copies = |unroll: bool, count: usize| if unroll { count } else { 1 };
        self.repeat(p.cy, copies(p.unroll_y, p.cy), &mut |g: &mut Self| {
            g.repeat(p.cx / p.group, copies(p.unroll_x, p.cx / p.group), &mut |g: &mut Self| g.group(root, dot))?;
            // Next y chunk, back to this thread's first x.
            g.advance(|ptr| ptr.ay.wrapping_mul(sy).wrapping_sub(ptr.ax.wrapping_mul(sx).wrapping_mul(cx)));
            Ok(())
        })
    }

    /// `plan.group` consecutive output elements of this thread (x, x + sx, ...): their dots
    /// side by side, so that the operand shared along x (the one whose pointer does not move
    /// with x) is loaded once per k for all of them; then each element's ops and store.
    fn group(&mut self, root: &Node, dot: Option<&Dot>) -> Result<(), GenError> {
        let r = self.plan.group;
        let sx = self.plan.sx() as u16;
        let mut accs = Vec::new();
        if let Some(d) = dot {
            for _ in 0..r {
                let acc = self.e.take()?;
                self.e.load(acc, 0)?;
                accs.push(acc);
            }
            let (lhs, rhs) = (self.index(Role::Lhs)?, self.index(Role::Rhs)?);
            let (k, unroll) = (self.plan.k, self.plan.unroll_k.max(1));
            let accs = accs.clone();
            self.repeat(k, unroll, &mut |g: &mut Self| {
                // Operands: (pointer, format, moves with x).
                let ops = [(lhs, d.lhs, g.ptrs[lhs].1.ax != 0), (rhs, d.rhs, g.ptrs[rhs].1.ax != 0)];
                let shared: Vec<Option<Reg>> = ops.iter().map(|&(i, o, moves)| if moves { Ok(None) } else { g.load(i, o).map(Some) }).collect::<Result<_, _>>()?;
                for &acc in &accs {
                    let mut regs = [Reg::THREAD_IDX; 2];
                    for (n, &(i, o, moves)) in ops.iter().enumerate() {
                        regs[n] = match shared[n] {
                            Some(reg) => reg,
                            None => {
                                let reg = g.load(i, o)?;
                                let p = &mut g.ptrs[i].1;
                                p.pending = p.pending.wrapping_add(p.ax.wrapping_mul(sx));
                                let _ = moves;
                                reg
                            }
                        };
                    }
                    g.e.push(Instr::Fma { d: acc, s: regs[0], t: regs[1] });
                    for (n, reg) in regs.iter().enumerate() {
                        if shared[n].is_none() {
                            g.e.give(*reg);
                        }
                    }
                }
                for (n, &(i, _, moves)) in ops.iter().enumerate() {
                    if let Some(reg) = shared[n] {
                        g.e.give(reg);
                    }
                    let p = &mut g.ptrs[i].1;
                    // Next k, back at this group's first x.
                    let back = if moves { p.ax.wrapping_mul(sx).wrapping_mul(r as u16) } else { 0 };
                    p.pending = p.pending.wrapping_add(p.ak).wrapping_sub(back);
                }
                Ok(())
            })?;
            // Back to k = 0, and on to the next group (the dot's pointers move by the group).
            let k = self.plan.k as u16;
            for i in [lhs, rhs] {
                let p = &mut self.ptrs[i].1;
                p.pending = p.pending.wrapping_sub(p.ak.wrapping_mul(k)).wrapping_add(p.ax.wrapping_mul(sx).wrapping_mul(r as u16));
            }
        }
        for n in 0..r {
            self.acc = accs.get(n).copied();
            self.element(root)?;
            // The element-wise pointers move one element at a time.
            for (role, p) in self.ptrs.iter_mut() {
                if matches!(role, Role::Out | Role::Leaf(_)) {
                    p.pending = p.pending.wrapping_add(p.ax.wrapping_mul(sx));
                }
            }
            if let Some(acc) = self.acc.take() {
                self.e.give(acc);
            }
        }
        Ok(())
    }

    /// One output element: the element-wise ops on the dot's value (if any), the store.
    fn element(&mut self, root: &Node) -> Result<(), GenError> {
        let (value, owned) = match root {
            // A result that is an argument itself is copied as stored.
            Node::Arg(o) => {
                let i = self.index(Role::Leaf(o.arg))?;
                let p = self.settle(i)?;
                let r = self.e.take()?;
                self.e.push(Instr::Ldr { d: r, s: p });
                (r, true)
            }
            _ => {
                let (r, owned) = self.eval(root)?;
                if may_be_negative_zero(root) {
                    // ACT passthrough with +0 canonicalises -0 (a widened input's).
                    let zero = self.e.constant(0)?;
                    let d = if owned && Emitter::is_act(r) { r } else { self.e.take_act()? };
                    self.e.push(Instr::Act { d, s: r, t: zero });
                    if owned && d != r {
                        self.e.give(r);
                    }
                    (d, true)
                } else {
                    (r, owned)
                }
            }
        };
        let out = self.index(Role::Out)?;
        let p = self.settle(out)?;
        self.e.push(Instr::Str { a: p, v: value });
        if owned {
            self.e.give(value);
        }
        Ok(())
    }

    /// Loads one element through pointer `i` and widens it exactly to SF16.
    fn load(&mut self, i: usize, operand: Operand) -> Result<Reg, GenError> {
        let p = self.settle(i)?;
        let r = self.e.take()?;
        self.e.push(Instr::Ldr { d: r, s: p });
        self.widen(r, operand.bits)?;
        Ok(r)
    }

    /// SFn code -> SF16 code: shift left by 16 - n (the sign lands on bit 15, the magnitude's
    /// grid 2^-(n-1) on 2^-15's). A code of at most 8 bits multiplies by up to 128 in one MUL
    /// (which reads low bytes); the rest are doublings.
    fn widen(&mut self, r: Reg, bits: u8) -> Result<(), GenError> {
        let mut shift = 16 - bits as u32;
        if bits <= 8 && shift > 1 {
            let step = shift.min(7);
            // CONST #-128 is 0xFF80, whose low byte is the multiplier 128.
            let multiplier = if step == 7 { 0xFF80 } else { 1u16 << step };
            let m = self.e.constant(multiplier)?;
            self.e.push(Instr::Mul { d: r, s: r, t: m });
            shift -= step;
        }
        for _ in 0..shift {
            self.e.push(Instr::Add { d: r, s: r, t: r });
        }
        Ok(())
    }

    /// The register holding `node`'s element, and whether it is ours to overwrite or free.
    fn eval(&mut self, node: &Node) -> Result<(Reg, bool), GenError> {
        Ok(match node {
            Node::Arg(o) => {
                let i = self.index(Role::Leaf(o.arg))?;
                (self.load(i, *o)?, true)
            }
            Node::Widen(a) => self.eval(a)?,
            Node::Dot(_) => (self.acc.ok_or("internal: dot value before its loop")?, false),
            Node::Add(a, b) => {
                let (ra, oa) = self.eval(a)?;
                let (rb, ob) = self.eval(b)?;
                (self.act_add(ra, oa, rb, ob)?, true)
            }
            Node::Sub(a, b) => {
                let (ra, oa) = self.eval(a)?;
                let (rb, ob) = self.eval(b)?;
                // -b: flip the sign bit (adding 0x8000 mod 2^16 does exactly that).
                let sign = self.e.constant(0x8000)?;
                let nb = if ob { rb } else { self.e.take()? };
                self.e.push(Instr::Add { d: nb, s: rb, t: sign });
                (self.act_add(ra, oa, nb, true)?, true)
            }
            // An activation of a sum is one ACT (the bias add is ACT's own); of anything else,
            // an ACT with a +0 bias. ACT's function is its destination's number & 3.
            Node::Relu(x) | Node::Leaky(x) => {
                let f = if matches!(node, Node::Relu(_)) { 1 } else { 2 };
                let (ra, oa, rb, ob) = match &**x {
                    Node::Add(a, b) => {
                        let (ra, oa) = self.eval(a)?;
                        let (rb, ob) = self.eval(b)?;
                        (ra, oa, rb, ob)
                    }
                    other => {
                        let (ra, oa) = self.eval(other)?;
                        (ra, oa, self.e.constant(0)?, false)
                    }
                };
                let d = self.e.take_function(f)?;
                self.e.push(Instr::Act { d, s: ra, t: rb });
                self.release(ra, oa);
                self.release(rb, ob);
                (d, true)
            }
            Node::Mul(a, b) => {
                let (ra, oa) = self.eval(a)?;
                let (rb, ob) = self.eval(b)?;
                let d = self.e.take()?;
                self.e.load(d, 0)?;
                self.e.push(Instr::Fma { d, s: ra, t: rb });
                self.release(ra, oa);
                self.release(rb, ob);
                (d, true)
            }
        })
    }

    /// ACT passthrough: d <- sat(a + b), d one of R0/R4/R8/R12.
    fn act_add(&mut self, ra: Reg, oa: bool, rb: Reg, ob: bool) -> Result<Reg, GenError> {
        let d = if oa && Emitter::is_act(ra) {
            ra
        } else if ob && Emitter::is_act(rb) {
            rb
        } else {
            self.e.take_act()?
        };
        self.e.push(Instr::Act { d, s: ra, t: rb });
        if d != ra {
            self.release(ra, oa);
        }
        if d != rb {
            self.release(rb, ob);
        }
        Ok(d)
    }

    fn release(&mut self, r: Reg, owned: bool) {
        if owned {
            self.e.give(r);
        }
    }
}

/// Whether the element may be the code of -0 (an input's, widened): FMA and ACT results never are.
fn may_be_negative_zero(node: &Node) -> bool {
    match node {
        Node::Arg(_) => true,
        Node::Widen(a) => may_be_negative_zero(a),
        Node::Relu(_) | Node::Leaky(_) => false,
        _ => false,
    }
}
