// Fine here: ÿ
func.func @f() { return }
func.func @ÿ() { return }
