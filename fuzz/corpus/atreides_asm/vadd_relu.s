; Vector add with ReLU: out[i] = ReLU(sat(a[i] + b[i])), SF16, one thread per element.
; a = mem[0..8), b = mem[8..16), out = mem[16..24). ACT picks its function from the
; destination register number: R1 gives ReLU (R4 would be a plain bias add).
; Element 2 saturates (0.875 + 0.875 -> 0x7FFF); negative sums become +0.
.threads 8
.data 0x2000 0x8800 0x7000 0xC000 0x0001 0x8001 0x4000 0x0000
.data 0x1000 0x0800 0x7000 0x2000 0x8002 0x0001 0x9000 0x8000
; expect 16:24 3000 0000 7FFF 0000 0000 0000 3000 0000
    MUL R0, %blockIdx, %blockDim
    ADD R0, R0, %threadIdx      ; i = global thread id
    CONST R2, #8                ; b's base
    CONST R3, #16               ; out's base
    LDR R4, R0                  ; a[i] (a's base is 0)
    ADD R5, R2, R0
    LDR R5, R5                  ; b[i]
    ACT R1, R4, R5              ; R1: ReLU of the saturating sum
    ADD R7, R3, R0
    STR R7, R1
    RET
