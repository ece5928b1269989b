//! A text emitter for generic-form StableHLO function bodies.
//!
//! No StableHLO build exists for this toolchain (toolchain.md), so the lowering writes its ops in
//! MLIR's generic form (`"stablehlo.add"(%a, %b) : (T, T) -> T`), which the project parses with
//! unregistered dialects allowed and which jaxlib/stablehlo-opt read as real StableHLO. Writing
//! the text of a helper function, rather than calling an op builder per op, keeps each lowering
//! readable as the StableHLO it produces; [`super::install`] parses it and calls it.

use crate::hlo_ops::{ComparisonDirection, HloOp};
use std::fmt::Write;

/// A value in a [`Body`]: an index into its SSA names and types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct V(usize);

/// A tensor type: shape (empty for rank 0) and element type spelling (`f32`, `ui8`, `i64`, ...).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ty {
    pub shape: Vec<i64>,
    pub element: String,
}

impl Ty {
    pub fn new(shape: &[i64], element: &str) -> Ty {
        Ty { shape: shape.to_vec(), element: element.to_string() }
    }

    /// The same shape with another element type.
    pub fn with(&self, element: &str) -> Ty {
        Ty::new(&self.shape, element)
    }

    pub fn scalar(element: &str) -> Ty {
        Ty::new(&[], element)
    }

    pub fn text(&self) -> String {
        let mut s = String::from("tensor<");
        for d in &self.shape {
            let _ = write!(s, "{d}x");
        }
        s + &self.element + ">"
    }

    pub fn count(&self) -> i64 {
        self.shape.iter().product()
    }
}

/// The body of one function under construction.
#[derive(Default)]
pub struct Body {
    types: Vec<Ty>,
    names: Vec<String>,
    lines: Vec<String>,
    /// The arguments, in order (they may be added between ops).
    args: Vec<V>,
}

impl Body {
    pub fn new() -> Body {
        Body::default()
    }

    /// A new function argument.
    pub fn arg(&mut self, ty: &Ty) -> V {
        let v = V(self.types.len());
        self.names.push(format!("%arg{}", self.args.len()));
        self.args.push(v);
        self.types.push(ty.clone());
        v
    }

    pub fn ty(&self, v: V) -> &Ty {
        &self.types[v.0]
    }

    fn fresh(&mut self, ty: &Ty) -> V {
        let v = V(self.types.len());
        // Numbered by op (every op but the region-free return defines one value).
        self.names.push(format!("%{}", self.lines.len()));
        self.types.push(ty.clone());
        v
    }

    fn signature(&self, operands: &[V]) -> String {
        operands.iter().map(|v| self.types[v.0].text()).collect::<Vec<_>>().join(", ")
    }

    fn uses(&self, operands: &[V]) -> String {
        operands.iter().map(|v| self.names[v.0].clone()).collect::<Vec<_>>().join(", ")
    }

    /// `%r = "name"(operands) <{props}> : (operand types) -> result` (props: `""` for none).
    pub fn op(&mut self, op: HloOp, operands: &[V], props: &str, result: &Ty) -> V {
        let name = op.name();
        let props = if props.is_empty() { String::new() } else { format!(" <{{{props}}}>") };
        let line = format!(
            "\"{name}\"({}){props} : ({}) -> {}",
            self.uses(operands),
            self.signature(operands),
            result.text()
        );
        let v = self.fresh(result);
        self.lines.push(format!("{} = {line}", self.names[v.0]));
        v
    }

    /// An op with a region (reduce): `region` is the region's text, braces included.
    pub fn op_with_region(&mut self, op: HloOp, operands: &[V], props: &str, region: &str, result: &Ty) -> V {
        let name = op.name();
        let props = if props.is_empty() { String::new() } else { format!(" <{{{props}}}>") };
        let line = format!(
            "\"{name}\"({}){props} ({region}) : ({}) -> {}",
            self.uses(operands),
            self.signature(operands),
            result.text()
        );
        let v = self.fresh(result);
        self.lines.push(format!("{} = {line}", self.names[v.0]));
        v
    }

    /// An op with regions and one value per type of `results` (`stablehlo.while`): `regions` is
    /// their text, parentheses excluded, braces included.
    pub fn op_results(&mut self, op: HloOp, operands: &[V], props: &str, regions: &str, results: &[Ty]) -> Vec<V> {
        let name = op.name();
        let props = if props.is_empty() { String::new() } else { format!(" <{{{props}}}>") };
        let types = results.iter().map(Ty::text).collect::<Vec<_>>().join(", ");
        let base = format!("%{}", self.lines.len());
        let line = format!("{base}:{} = \"{name}\"({}){props} ({regions}) : ({}) -> ({types})", results.len(), self.uses(operands), self.signature(operands));
        let values = results
            .iter()
            .enumerate()
            .map(|(i, ty)| {
                self.names.push(format!("{base}#{i}"));
                self.types.push(ty.clone());
                V(self.types.len() - 1)
            })
            .collect();
        self.lines.push(line);
        values
    }

    /// A region (braces included) that calls `callee` on `operands` and returns its `result`: a
    /// branch of `stablehlo.case`. `tag` names the call's value inside the region (unique in the
    /// function, and not a number, which the body's own values are).
    pub fn call_region(&self, callee: &str, operands: &[V], result: &Ty, tag: &str) -> String {
        let (call, ret, result) = ("func.call", HloOp::Return.name(), result.text());
        format!(
            "{{\n    %{tag} = \"{call}\"({}) <{{callee = @{callee}}}> : ({}) -> {result}\n    \"{ret}\"(%{tag}) : ({result}) -> ()\n  }}",
            self.uses(operands),
            self.signature(operands),
        )
    }

    /// Same-type elementwise binary op (`stablehlo.add`, `and`, `shift_left`, ...).
    pub fn bin(&mut self, op: HloOp, a: V, b: V) -> V {
        let ty = self.ty(a).clone();
        self.op(op, &[a, b], "", &ty)
    }

    pub fn unary(&mut self, op: HloOp, a: V) -> V {
        let ty = self.ty(a).clone();
        self.op(op, &[a], "", &ty)
    }

    /// A splat constant of `ty` holding `literal` (`0`, `-1`, `0x7FF8000000000000`, `1.5`).
    pub fn splat(&mut self, literal: &str, ty: &Ty) -> V {
        self.op(HloOp::Constant, &[], &format!("value = dense<{literal}> : {}", ty.text()), ty)
    }

    /// An i64 splat shaped like `like`.
    pub fn i64c(&mut self, value: i64, like: V) -> V {
        let ty = self.ty(like).with("i64");
        self.splat(&value.to_string(), &ty)
    }

    /// `stablehlo.compare` with `direction`; the comparison type follows the element type
    /// (signed for iN, IEEE for floats).
    pub fn cmp(&mut self, direction: ComparisonDirection, a: V, b: V) -> V {
        let ty = self.ty(a).with("i1");
        self.op(
            HloOp::Compare,
            &[a, b],
            &format!("comparison_direction = #stablehlo<comparison_direction {}>", direction.name()),
            &ty,
        )
    }

    pub fn select(&mut self, pred: V, on_true: V, on_false: V) -> V {
        let ty = self.ty(on_true).clone();
        self.op(HloOp::Select, &[pred, on_true, on_false], "", &ty)
    }

    pub fn convert(&mut self, a: V, element: &str) -> V {
        let ty = self.ty(a).with(element);
        self.op(HloOp::Convert, &[a], "", &ty)
    }

    pub fn bitcast(&mut self, a: V, element: &str) -> V {
        let ty = self.ty(a).with(element);
        self.op(HloOp::BitcastConvert, &[a], "", &ty)
    }

    /// The function's text: `func.func private @name(args) -> results { body; return }`.
    pub fn finish(&self, name: &str, results: &[V]) -> String {
        let args: Vec<String> =
            self.args.iter().map(|v| format!("{}: {}", self.names[v.0], self.types[v.0].text())).collect();
        let result_types: Vec<String> = results.iter().map(|v| self.types[v.0].text()).collect();
        let mut text = format!(
            "func.func private @{name}({}) -> ({}) {{\n",
            args.join(", "),
            result_types.join(", ")
        );
        for line in &self.lines {
            let _ = writeln!(text, "  {line}");
        }
        let _ = writeln!(
            text,
            "  \"func.return\"({}) : ({}) -> ()\n}}",
            self.uses(results),
            result_types.join(", ")
        );
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generic_form_names_operand_and_result_types() {
        let mut b = Body::new();
        let x = b.arg(&Ty::new(&[4], "f32"));
        let y = b.bin(HloOp::Add, x, x);
        let text = b.finish("h", &[y]);
        assert!(text.contains("%0 = \"stablehlo.add\"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>"), "{text}");
        assert!(text.contains("func.func private @h(%arg0: tensor<4xf32>) -> (tensor<4xf32>)"), "{text}");
    }

    #[test]
    fn ops_with_several_results_name_each_one() {
        let mut b = Body::new();
        let x = b.arg(&Ty::scalar("i32"));
        let r = b.op_results(HloOp::While, &[x, x], "", "{ }, { }", &[Ty::scalar("i32"), Ty::scalar("i32")]);
        let y = b.bin(HloOp::Add, r[0], r[1]);
        let text = b.finish("h", &[y]);
        assert!(text.contains("%0:2 = \"stablehlo.while\"(%arg0, %arg0) ({ }, { }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)"), "{text}");
        assert!(text.contains("%1 = \"stablehlo.add\"(%0#0, %0#1)"), "{text}");
    }

    #[test]
    fn rank_zero_tensors_have_no_dimensions() {
        assert_eq!(Ty::scalar("i64").text(), "tensor<i64>");
        assert_eq!(Ty::new(&[2, 3], "ui8").text(), "tensor<2x3xui8>");
    }
}
