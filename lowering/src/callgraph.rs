//! The call graph of a module's `func.func` ops, for the exits: which functions an entry
//! reaches (lpf-run lowers only those), and the call that closes a cycle (recursion), which an
//! exit that cannot run it refuses at that call.

use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::{FlatSymbolRefAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::RegionLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::OperationRef;
use std::collections::{HashMap, HashSet};

/// A function and the calls in its body, in program order: (callee, the `func.call` op).
struct Node<'c, 'a> {
    op: OperationRef<'c, 'a>,
    calls: Vec<(String, OperationRef<'c, 'a>)>,
}

/// The functions directly in a module (or any op holding `func.func`s in its first block).
pub struct CallGraph<'c, 'a> {
    order: Vec<String>,
    nodes: HashMap<String, Node<'c, 'a>>,
}

fn symbol(op: OperationRef) -> Option<String> {
    op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string())
}

impl<'c, 'a> CallGraph<'c, 'a> {
    /// The graph of the `func.func` ops in the first block of `root` (a `builtin.module`).
    pub fn of(root: OperationRef<'c, 'a>) -> Self {
        let mut order = Vec::new();
        let mut nodes = HashMap::new();
        let first = root.region(0).ok().and_then(|r| r.first_block()).and_then(|b| b.first_operation());
        let mut next = first;
        while let Some(op) = next {
            next = op.next_in_block();
            if op.name().as_string_ref().as_str() != Ok("func.func") {
                continue;
            }
            let Some(name) = symbol(op) else { continue };
            let mut calls = Vec::new();
            op.walk_guarded(WalkOrder::PreOrder, |inner| {
                if inner.name().as_string_ref().as_str() == Ok("func.call") {
                    if let Some(callee) = inner.attribute("callee").ok().and_then(|a| FlatSymbolRefAttribute::try_from(a).ok()) {
                        // SAFETY: `inner` lives in `op`'s body, which outlives this graph's use.
                        calls.push((callee.value().to_string(), unsafe { OperationRef::from_raw(inner.to_raw()) }));
                    }
                }
                WalkResult::Advance
            });
            order.push(name.clone());
            nodes.insert(name, Node { op, calls });
        }
        CallGraph { order, nodes }
    }

    /// Every function `entry` reaches through calls, itself included.
    pub fn reachable(&self, entry: &str) -> HashSet<String> {
        let mut seen = HashSet::new();
        let mut stack = vec![entry.to_string()];
        while let Some(name) = stack.pop() {
            if !seen.insert(name.clone()) {
                continue;
            }
            if let Some(node) = self.nodes.get(&name) {
                stack.extend(node.calls.iter().map(|(callee, _)| callee.clone()));
            }
        }
        seen
    }

    /// The first call (depth first from `roots`, in program order) that enters a function
    /// already on the call stack, with the cycle it closes (`["f", "g", "f"]`).
    pub fn recursion(&self, roots: &[String]) -> Option<(OperationRef<'c, 'a>, Vec<String>)> {
        let mut done = HashSet::new();
        let mut path = Vec::new();
        roots.iter().find_map(|root| self.visit(root, &mut path, &mut done))
    }

    /// [`Self::recursion`] from every function, in module order.
    pub fn any_recursion(&self) -> Option<(OperationRef<'c, 'a>, Vec<String>)> {
        self.recursion(&self.order)
    }

    fn visit(&self, name: &str, path: &mut Vec<String>, done: &mut HashSet<String>) -> Option<(OperationRef<'c, 'a>, Vec<String>)> {
        if done.contains(name) {
            return None;
        }
        let node = self.nodes.get(name)?;
        path.push(name.to_string());
        for (callee, call) in &node.calls {
            if let Some(start) = path.iter().position(|p| p == callee) {
                let mut cycle = path[start..].to_vec();
                cycle.push(callee.clone());
                return Some((*call, cycle));
            }
            if let Some(found) = self.visit(callee, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(name.to_string());
        None
    }

    /// Erases every function `entry` does not reach (what an exit then lowers is only what
    /// the entry runs). Returns how many were erased.
    pub fn keep_reachable(self, entry: &str) -> usize {
        let keep = self.reachable(entry);
        let mut erased = 0;
        for (name, node) in self.nodes {
            if !keep.contains(&name) {
                // SAFETY: a top-level function nothing kept refers to; no reference to it or
                // to its body outlives this call (the graph is consumed).
                unsafe {
                    mlir_sys::mlirOperationRemoveFromParent(node.op.to_raw());
                    mlir_sys::mlirOperationDestroy(node.op.to_raw());
                }
                erased += 1;
            }
        }
        erased
    }
}

/// The E0915 error of an exit refusing recursion.
pub fn recursion_error<'c>(cycle: &[String], why: &str) -> LpfError<'c> {
    let chain: Vec<String> = cycle.iter().map(|f| format!("@{f}")).collect();
    LpfError::unsupported(format!("recursive call ({}): {why}", chain.join(" -> ")))
}
