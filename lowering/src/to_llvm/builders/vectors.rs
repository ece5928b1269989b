//! The vector ops the kernels build (`vector` dialect, no melior builders): loads and stores of
//! whole vectors, lane slices, shuffles and broadcasts. Used by the element-wise runs, the ordered
//! dot and the matrix units alike; it builds IR and decides nothing.

use super::ir::{vector_element, Ir};
use melior::ir::attribute::Attribute;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Identifier, Type, Value, ValueLike};

/// `vector.load` of a `vector` from `buffer` at `index` (the lanes along its last dimension).
pub fn vector_load<'c, 'a>(ir: &Ir<'c, 'a>, vector: Type<'c>, buffer: Value<'c, 'a>, index: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    let mut operands = vec![buffer];
    operands.extend_from_slice(index);
    ir.val(
        OperationBuilder::new("vector.load", ir.location)
            .add_operands(&operands)
            .add_results(&[vector])
            .build()
            .expect("valid vector.load"),
    )
}

/// `vector.store` of `value` into `buffer` at `index`.
pub fn vector_store<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, buffer: Value<'c, 'a>, index: &[Value<'c, 'a>]) {
    let mut operands = vec![value, buffer];
    operands.extend_from_slice(index);
    ir.op(OperationBuilder::new("vector.store", ir.location).add_operands(&operands).build().expect("valid vector.store"));
}

/// `count` lanes of the 1-D vector `v` from lane `offset`.
pub fn slice<'c, 'a>(ir: &Ir<'c, 'a>, v: Value<'c, 'a>, offset: u64, count: u64) -> Value<'c, 'a> {
    let element = vector_element(v.r#type());
    ir.val(
        OperationBuilder::new("vector.extract_strided_slice", ir.location)
            .add_attributes(&[
                (Identifier::new(ir.context, "offsets"), Attribute::parse(ir.context, &format!("[{offset}]")).expect("offsets")),
                (Identifier::new(ir.context, "sizes"), Attribute::parse(ir.context, &format!("[{count}]")).expect("sizes")),
                (Identifier::new(ir.context, "strides"), Attribute::parse(ir.context, "[1]").expect("strides")),
            ])
            .add_operands(&[v])
            .add_results(&[Type::vector(&[count], element)])
            .build()
            .expect("valid vector.extract_strided_slice"),
    )
}

/// `vector.shuffle` of `a` and `b` by `mask` into `result`.
pub fn shuffle<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>, mask: &[i64], result: Type<'c>) -> Value<'c, 'a> {
    let text: Vec<String> = mask.iter().map(|i| i.to_string()).collect();
    ir.val(
        OperationBuilder::new("vector.shuffle", ir.location)
            .add_attributes(&[(Identifier::new(ir.context, "mask"), Attribute::parse(ir.context, &format!("array<i64: {}>", text.join(", "))).expect("shuffle mask"))])
            .add_operands(&[a, b])
            .add_results(&[result])
            .build()
            .expect("valid vector.shuffle"),
    )
}

/// `vector.broadcast`: `scalar` in every lane of `vector`.
pub fn broadcast<'c, 'a>(ir: &Ir<'c, 'a>, vector: Type<'c>, scalar: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new("vector.broadcast", ir.location)
            .add_operands(&[scalar])
            .add_results(&[vector])
            .build()
            .expect("valid vector.broadcast"),
    )
}
