//! A small IR emitter over melior's typed builders: appends `arith`/`math` ops to one block (or
//! before one op) and returns their values, so that the helper generator and the loop builders
//! read as arithmetic instead of builder boilerplate.

use melior::Context;
use melior::dialect::arith::{self, CmpiPredicate};
use melior::ir::attribute::{Attribute, FloatAttribute, IntegerAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::IntegerType;
use melior::ir::{BlockRef, Identifier, Location, Operation, OperationRef, Type, Value, ValueLike};

/// Where new ops go: at the end of a block, or before an op of it.
#[derive(Clone, Copy)]
pub enum At<'c, 'a> {
    End(BlockRef<'c, 'a>),
    Before(OperationRef<'c, 'a>),
}

#[derive(Clone, Copy)]
pub struct Ir<'c, 'a> {
    pub context: &'c Context,
    pub location: Location<'c>,
    pub at: At<'c, 'a>,
}

impl<'c, 'a> Ir<'c, 'a> {
    pub fn new(context: &'c Context, location: Location<'c>, at: At<'c, 'a>) -> Self {
        Ir { context, location, at }
    }

    /// Appends `op` at the insertion point and returns it.
    pub fn op(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        match self.at {
            At::End(block) => block.append_operation(op),
            At::Before(anchor) => match anchor.block() {
                // SAFETY: the anchor's block outlives 'a (the anchor borrows it).
                Some(block) => unsafe { BlockRef::from_raw(block.to_raw()) }.insert_operation_before(anchor, op),
                None => panic!("insertion anchor is not in a block"),
            },
        }
    }

    /// Appends `op` and returns its first result.
    pub fn val(&self, op: Operation<'c>) -> Value<'c, 'a> {
        let op = self.op(op);
        // SAFETY: every op passed here has a result; the value lives as long as the op.
        unsafe { Value::from_raw(op.result(0).expect("op has a result").to_raw()) }
    }

    pub fn int_type(&self, bits: u32) -> Type<'c> {
        IntegerType::new(self.context, bits).into()
    }

    pub fn f32_type(&self) -> Type<'c> {
        Type::float32(self.context)
    }

    pub fn f64_type(&self) -> Type<'c> {
        Type::float64(self.context)
    }

    /// An integer constant of `bits` bits (the low bits of `value`).
    pub fn int(&self, bits: u32, value: i64) -> Value<'c, 'a> {
        let ty = self.int_type(bits);
        self.val(arith::constant(self.context, IntegerAttribute::new(ty, value).into(), self.location))
    }
    pub fn i1(&self, value: bool) -> Value<'c, 'a> {
        self.int(1, value as i64)
    }
    pub fn i32(&self, value: i64) -> Value<'c, 'a> {
        self.int(32, value)
    }
    pub fn i64(&self, value: i64) -> Value<'c, 'a> {
        self.int(64, value)
    }
    /// An i64 constant from the bits of a u64 (masks, codes).
    pub fn u64(&self, value: u64) -> Value<'c, 'a> {
        self.int(64, value as i64)
    }
    pub fn i128(&self, value: i64) -> Value<'c, 'a> {
        self.int(128, value)
    }
    pub fn float(&self, ty: Type<'c>, value: f64) -> Value<'c, 'a> {
        self.val(arith::constant(self.context, FloatAttribute::new(self.context, ty, value).into(), self.location))
    }
    /// `ty` itself, or a vector of `ty` with `like`'s lanes when `like` is a vector: the type of
    /// one element's step in code that runs on scalars and vectors alike.
    pub fn shaped(&self, element: Type<'c>, like: Type<'c>) -> Type<'c> {
        match vector_dims(like) {
            Some(dims) => Type::vector(&dims, element),
            None => element,
        }
    }
    /// An integer constant of `ty`, an integer type or a vector of one (every lane `value`).
    pub fn int_of(&self, ty: Type<'c>, value: i64) -> Value<'c, 'a> {
        if vector_dims(ty).is_some() {
            let attribute = Attribute::parse(self.context, &format!("dense<{value}> : {ty}")).expect("an integer splat parses");
            self.val(arith::constant(self.context, attribute, self.location))
        } else {
            self.val(arith::constant(self.context, IntegerAttribute::new(ty, value).into(), self.location))
        }
    }
    pub fn index(&self, value: i64) -> Value<'c, 'a> {
        let ty = Type::index(self.context);
        self.val(arith::constant(self.context, IntegerAttribute::new(ty, value).into(), self.location))
    }

    pub fn add(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::addi(a, b, self.location))
    }
    pub fn sub(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::subi(a, b, self.location))
    }
    pub fn mul(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::muli(a, b, self.location))
    }
    pub fn and(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::andi(a, b, self.location))
    }
    pub fn or(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::ori(a, b, self.location))
    }
    pub fn xor(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::xori(a, b, self.location))
    }
    pub fn not(&self, a: Value<'c, '_>) -> Value<'c, 'a> {
        let one = self.i1(true);
        self.xor(a, one)
    }
    pub fn shl(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::shli(a, b, self.location))
    }
    pub fn shr(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::shrui(a, b, self.location))
    }
    /// Unsigned division and remainder (the divisor is never zero where helpers use them).
    pub fn udiv(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::divui(a, b, self.location))
    }
    pub fn urem(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::remui(a, b, self.location))
    }
    pub fn max_signed(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::maxsi(a, b, self.location))
    }
    pub fn min_signed(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::minsi(a, b, self.location))
    }
    pub fn cmp(&self, predicate: CmpiPredicate, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::cmpi(self.context, predicate, a, b, self.location))
    }
    pub fn eq(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.cmp(CmpiPredicate::Eq, a, b)
    }
    pub fn ne(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.cmp(CmpiPredicate::Ne, a, b)
    }
    pub fn select(&self, c: Value<'c, '_>, t: Value<'c, '_>, f: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::select(c, t, f, self.location))
    }
    pub fn zext(&self, a: Value<'c, '_>, bits: u32) -> Value<'c, 'a> {
        self.val(arith::extui(a, self.int_type(bits), self.location))
    }
    pub fn sext(&self, a: Value<'c, '_>, bits: u32) -> Value<'c, 'a> {
        self.val(arith::extsi(a, self.int_type(bits), self.location))
    }
    pub fn trunc(&self, a: Value<'c, '_>, bits: u32) -> Value<'c, 'a> {
        self.val(arith::trunci(a, self.int_type(bits), self.location))
    }
    /// Zero-extends or truncates an integer to `bits`.
    pub fn resize(&self, a: Value<'c, '_>, bits: u32) -> Value<'c, 'a> {
        let from = IntegerType::try_from(a.r#type()).map(|t| t.width()).unwrap_or(bits);
        match from.cmp(&bits) {
            std::cmp::Ordering::Less => self.zext(a, bits),
            std::cmp::Ordering::Greater => self.trunc(a, bits),
            // SAFETY: same value, same lifetime of the IR it lives in.
            std::cmp::Ordering::Equal => unsafe { Value::from_raw(a.to_raw()) },
        }
    }
    pub fn bitcast(&self, a: Value<'c, '_>, ty: Type<'c>) -> Value<'c, 'a> {
        self.val(arith::bitcast(a, ty, self.location))
    }
    /// `math.ctlz` (count leading zeros; the width for 0).
    pub fn ctlz(&self, a: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(
            OperationBuilder::new("math.ctlz", self.location)
                .add_operands(&[a])
                .add_results(&[a.r#type()])
                .build()
                .expect("valid math.ctlz"),
        )
    }
    /// `math.fma` a * b + c, rounded once.
    pub fn fma(&self, a: Value<'c, '_>, b: Value<'c, '_>, c: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(
            OperationBuilder::new("math.fma", self.location)
                .add_operands(&[a, b, c])
                .add_results(&[a.r#type()])
                .build()
                .expect("valid math.fma"),
        )
    }
    /// `llvm.call_intrinsic "name"(operands) -> result`: a target's intrinsic by LLVM's name
    /// (`llvm.x86.avx2.pshuf.b`), for instructions no dialect op stands for.
    pub fn intrinsic(&self, name: &str, operands: &[Value<'c, '_>], result: Type<'c>) -> Value<'c, 'a> {
        self.val(self.intrinsic_op(name, operands, &[result]))
    }
    /// An intrinsic without a result (`llvm.x86.sse.ldmxcsr`), for its effect.
    pub fn intrinsic_effect(&self, name: &str, operands: &[Value<'c, '_>]) {
        self.op(self.intrinsic_op(name, operands, &[]));
    }
    fn intrinsic_op(&self, name: &str, operands: &[Value<'c, '_>], results: &[Type<'c>]) -> Operation<'c> {
        let segments = format!("array<i32: {}, 0>", operands.len());
        OperationBuilder::new("llvm.call_intrinsic", self.location)
            .add_attributes(&[
                (Identifier::new(self.context, "intrin"), StringAttribute::new(self.context, name).into()),
                (Identifier::new(self.context, "op_bundle_sizes"), Attribute::parse(self.context, "array<i32>").expect("empty i32 array")),
                (Identifier::new(self.context, "operandSegmentSizes"), Attribute::parse(self.context, &segments).expect("segment sizes")),
            ])
            .add_operands(operands)
            .add_results(results)
            .build()
            .expect("valid llvm.call_intrinsic")
    }
    pub fn uitofp(&self, a: Value<'c, '_>, ty: Type<'c>) -> Value<'c, 'a> {
        self.val(arith::uitofp(a, ty, self.location))
    }
    pub fn fdiv(&self, a: Value<'c, '_>, b: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::divf(a, b, self.location))
    }
    pub fn fneg(&self, a: Value<'c, '_>) -> Value<'c, 'a> {
        self.val(arith::negf(a, self.location))
    }
}

/// The dimensions of a vector type, or None for any other type.
pub fn vector_dims(ty: Type) -> Option<Vec<u64>> {
    // SAFETY: type queries on a live type; a (non-scalable) vector's dimensions are static.
    use melior::ir::r#type::TypeLike;
    let raw = ty.to_raw();
    unsafe {
        if !mlir_sys::mlirTypeIsAVector(raw) {
            return None;
        }
        let rank = mlir_sys::mlirShapedTypeGetRank(raw) as isize;
        Some((0..rank).map(|d| mlir_sys::mlirShapedTypeGetDimSize(raw, d) as u64).collect())
    }
}

/// The element type of a vector type.
pub fn vector_element(ty: Type) -> Type {
    use melior::ir::r#type::TypeLike;
    // SAFETY: a type query on a live vector type; the element lives as long as the context.
    unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(ty.to_raw())) }
}

/// The static dimensions and element type of a vector type, or None for any other type.
pub fn vector_parts(ty: Type) -> Option<(Vec<u64>, Type)> {
    use melior::ir::r#type::TypeLike;
    // SAFETY: shaped-type queries on a live type, after checking that it is a vector.
    Some((vector_dims(ty)?, unsafe { Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(ty.to_raw())) }))
}
