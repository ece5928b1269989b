// A comment with bytes that are not UTF-8: ÿþ â‚ (mlir-opt-22 accepts them).
func.func @after_the_comment() { return } // and here: À
