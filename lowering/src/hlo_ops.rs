//! The StableHLO ops lpf builds and reads, as one typed table: [`HloOp`] names each op once
//! (`HloOp::Add.name()` is `stablehlo.add`) and reads an operation back ([`HloOp::of`]), and
//! [`ComparisonDirection`] names `stablehlo.compare`'s directions. melior 0.27.8 has no typed
//! StableHLO ops, so the StableHLO exit writes helpers as generic-form text and the raise
//! matches operations; both go through this table instead of string literals. A test asks MLIR
//! that every name in it is an op of the registered StableHLO dialect.

use melior::ir::operation::OperationLike;

macro_rules! hlo_ops {
    ($($variant:ident => $name:literal,)*) => {
        /// A StableHLO op that lpf builds (the exit's helpers, the raise's rewrites) or reads.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum HloOp {
            $($variant,)*
        }

        impl HloOp {
            /// Every op of the table.
            pub const ALL: &'static [HloOp] = &[$(HloOp::$variant,)*];

            /// The op's registered name (`stablehlo.add`).
            pub fn name(self) -> &'static str {
                match self {
                    $(HloOp::$variant => $name,)*
                }
            }
        }
    };
}

hlo_ops! {
    Abs => "stablehlo.abs",
    Add => "stablehlo.add",
    And => "stablehlo.and",
    BatchNormInference => "stablehlo.batch_norm_inference",
    BatchNormTraining => "stablehlo.batch_norm_training",
    BitcastConvert => "stablehlo.bitcast_convert",
    BroadcastInDim => "stablehlo.broadcast_in_dim",
    Case => "stablehlo.case",
    Ceil => "stablehlo.ceil",
    Clamp => "stablehlo.clamp",
    Compare => "stablehlo.compare",
    Concatenate => "stablehlo.concatenate",
    Composite => "stablehlo.composite",
    Constant => "stablehlo.constant",
    Convolution => "stablehlo.convolution",
    Convert => "stablehlo.convert",
    Cosine => "stablehlo.cosine",
    CountLeadingZeros => "stablehlo.count_leading_zeros",
    CustomCall => "stablehlo.custom_call",
    Divide => "stablehlo.divide",
    DotGeneral => "stablehlo.dot_general",
    DynamicSlice => "stablehlo.dynamic_slice",
    DynamicUpdateSlice => "stablehlo.dynamic_update_slice",
    Exponential => "stablehlo.exponential",
    Floor => "stablehlo.floor",
    Gather => "stablehlo.gather",
    GetTupleElement => "stablehlo.get_tuple_element",
    If => "stablehlo.if",
    Iota => "stablehlo.iota",
    Log => "stablehlo.log",
    Logistic => "stablehlo.logistic",
    Maximum => "stablehlo.maximum",
    Minimum => "stablehlo.minimum",
    Multiply => "stablehlo.multiply",
    Negate => "stablehlo.negate",
    Not => "stablehlo.not",
    Or => "stablehlo.or",
    OptimizationBarrier => "stablehlo.optimization_barrier",
    Pad => "stablehlo.pad",
    Power => "stablehlo.power",
    Reduce => "stablehlo.reduce",
    Remainder => "stablehlo.remainder",
    ReducePrecision => "stablehlo.reduce_precision",
    ReduceWindow => "stablehlo.reduce_window",
    Reshape => "stablehlo.reshape",
    Return => "stablehlo.return",
    Reverse => "stablehlo.reverse",
    RoundNearestAfz => "stablehlo.round_nearest_afz",
    RoundNearestEven => "stablehlo.round_nearest_even",
    Rsqrt => "stablehlo.rsqrt",
    Select => "stablehlo.select",
    Sign => "stablehlo.sign",
    Slice => "stablehlo.slice",
    ShiftLeft => "stablehlo.shift_left",
    ShiftRightArithmetic => "stablehlo.shift_right_arithmetic",
    ShiftRightLogical => "stablehlo.shift_right_logical",
    Sine => "stablehlo.sine",
    Sqrt => "stablehlo.sqrt",
    Subtract => "stablehlo.subtract",
    Tanh => "stablehlo.tanh",
    Transpose => "stablehlo.transpose",
    Tuple => "stablehlo.tuple",
    While => "stablehlo.while",
    Xor => "stablehlo.xor",
}

impl HloOp {
    /// The table's op named `name`, if any.
    pub fn parse(name: &str) -> Option<HloOp> {
        HloOp::ALL.iter().copied().find(|op| op.name() == name)
    }

    /// Which table op `op` is (`None` for any other op, StableHLO's included).
    pub fn of<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<HloOp> {
        let name = op.name();
        HloOp::parse(name.as_string_ref().as_str().ok()?)
    }
}

/// `stablehlo.compare`'s `comparison_direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComparisonDirection {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl ComparisonDirection {
    pub const ALL: [ComparisonDirection; 6] = {
        use ComparisonDirection::*;
        [Eq, Ne, Lt, Le, Gt, Ge]
    };

    /// The direction as `#stablehlo<comparison_direction ...>` spells it.
    pub fn name(self) -> &'static str {
        match self {
            ComparisonDirection::Eq => "EQ",
            ComparisonDirection::Ne => "NE",
            ComparisonDirection::Lt => "LT",
            ComparisonDirection::Le => "LE",
            ComparisonDirection::Gt => "GT",
            ComparisonDirection::Ge => "GE",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::dialect::DialectRegistry;
    use melior::ir::attribute::Attribute;
    use melior::Context;

    fn stablehlo_context() -> Context {
        let registry = DialectRegistry::new();
        lpf_stablehlo::insert_dialects(&registry);
        let context = Context::new();
        context.append_dialect_registry(&registry);
        context.load_all_available_dialects();
        context
    }

    /// Every name of the table is an op of the registered StableHLO dialect: MLIR says so, not
    /// this file. (A misspelt name would make the exit write text that does not parse.)
    #[test]
    fn every_name_is_a_registered_stablehlo_op() {
        let context = stablehlo_context();
        for op in HloOp::ALL {
            let name = melior::StringRef::new(op.name());
            // SAFETY: a live context and a string that outlives the call.
            let registered = unsafe { mlir_sys::mlirContextIsRegisteredOperation(context.to_raw(), name.to_raw()) };
            assert!(registered, "{} is not a registered operation", op.name());
        }
        let unknown = melior::StringRef::new("stablehlo.no_such_op");
        // SAFETY: as above.
        assert!(!unsafe { mlir_sys::mlirContextIsRegisteredOperation(context.to_raw(), unknown.to_raw()) });
    }

    /// Every direction parses as StableHLO's comparison_direction attribute, which prints it back.
    #[test]
    fn every_direction_is_stablehlos() {
        let context = stablehlo_context();
        for direction in ComparisonDirection::ALL {
            let text = format!("#stablehlo<comparison_direction {}>", direction.name());
            let attribute = Attribute::parse(&context, &text).unwrap_or_else(|| panic!("{text} does not parse"));
            assert_eq!(attribute.to_string(), text);
        }
        assert!(Attribute::parse(&context, "#stablehlo<comparison_direction XX>").is_none());
    }

    #[test]
    fn names_are_unique_and_parse_back() {
        for op in HloOp::ALL {
            assert_eq!(HloOp::parse(op.name()), Some(*op));
        }
    }
}

/// The fields of a StableHLO dimension-numbers attribute as printed (`#stablehlo.gather<offset_dims
/// = [1], index_vector_dim = 1>`, `#stablehlo.scatter<...>`): each `key = [a, b]` list or `key =
/// n` number, in order. `None` when `text` is not `#stablehlo.<kind><...>` or a value is no list
/// of numbers.
pub fn dimension_fields(text: &str, kind: &str) -> Option<Vec<(String, Vec<usize>)>> {
    let inner = text.trim().strip_prefix(&format!("#stablehlo.{kind}<"))?.strip_suffix('>')?;
    let compact: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
    let mut fields = Vec::new();
    let mut rest = compact.as_str();
    while !rest.is_empty() {
        let (key, after) = rest.split_once('=')?;
        let (value, next) = if let Some(list) = after.strip_prefix('[') {
            let (list, next) = list.split_once(']')?;
            (list, next.strip_prefix(',').unwrap_or(next))
        } else {
            after.split_once(',').unwrap_or((after, ""))
        };
        let numbers: Vec<usize> = value.split(',').filter(|v| !v.is_empty()).map(|v| v.parse().ok()).collect::<Option<_>>()?;
        fields.push((key.to_string(), numbers));
        rest = next;
    }
    Some(fields)
}
