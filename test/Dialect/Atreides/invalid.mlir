// Every encoding limit of the Atreides ISA is a verifier error at the op that breaks it, so a
// verified module always assembles.
// RUN: lpf-opt %s -split-input-file -verify-diagnostics

atreides.program @register arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.add' op attribute 't' failed to satisfy constraint: a register number, R0..R15}}
    "atreides.add"() <{d = 1 : i64, s = 2 : i64, t = 16 : i64}> : () -> ()
  }
}

// -----

atreides.program @register_syntax arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{expected a register R0..R15, found 'R16'}}
    atreides.add R1, R2, R16
  }
}

// -----

atreides.program @immediate arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.const' op attribute 'imm' failed to satisfy constraint: a CONST immediate in the 8-bit range -128..=127}}
    atreides.const R1, 200
  }
}

// -----

atreides.program @offset arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.br' op attribute 'offset' failed to satisfy constraint: a branch offset in the 9-bit range -256..=255}}
    atreides.br n, -300
  }
}

// -----

atreides.program @mask arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.br' op attribute 'mask' failed to satisfy constraint: a branch condition mask 1..=7 (n = 4, z = 2, p = 1)}}
    "atreides.br"() <{mask = 0 : i64, offset = 0 : i64}> : () -> ()
  }
}

// -----

atreides.program @mask_syntax arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{expected a branch condition of n, z, p in that order (such as 'nz'), found 'pn'}}
    atreides.br pn, 0
  }
}

// -----

atreides.program @target arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    atreides.nop
    // expected-error@+1 {{'atreides.br' op branches to pc 3, outside the kernel's 3 instructions}}
    atreides.br z, 1
    atreides.ret
  }
}

// -----

atreides.program @target_before arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.br' op branches to pc -1, outside the kernel's 1 instructions}}
    atreides.br z, -2
  }
}

// -----

atreides.program @threads arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  // expected-error@+1 {{'atreides.kernel' op attribute 'threads' failed to satisfy constraint: a launch's thread count, 1..=127}}
  atreides.kernel result 0 threads 128 {
    atreides.ret
  }
}

// -----

atreides.program @no_threads arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  // expected-error@+1 {{'atreides.kernel' op attribute 'threads' failed to satisfy constraint: a launch's thread count, 1..=127}}
  atreides.kernel result 0 threads 0 {
    atreides.ret
  }
}

// -----

atreides.program @sys_op arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.sys' op attribute 'op' failed to satisfy constraint: a SYS operation 0..=3 (clear, load, compute, read)}}
    "atreides.sys"() <{op = 4 : i64, d = 0 : i64, array = 0 : i64}> : () -> ()
  }
}

// -----

atreides.program @sys_syntax arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{expected a SYS operation (clear, load, compute, read), found 'drain'}}
    atreides.sys drain, array 0
  }
}

// -----

atreides.program @sys_array arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.sys' op attribute 'array' failed to satisfy constraint: a systolic array select, 0 or 1}}
    atreides.sys clear, array 2
  }
}

// -----

atreides.program @sys_destination arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'atreides.sys' op has d = 3 but only SYS read writes a register}}
    "atreides.sys"() <{op = 1 : i64, d = 3 : i64, array = 0 : i64}> : () -> ()
  }
}

// -----

atreides.program @result_index arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  // expected-error@+1 {{'atreides.kernel' op computes result 1 but the program has 1 results}}
  atreides.kernel result 1 threads 2 {
    atreides.ret
  }
}

// -----

atreides.program @foreign_op arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  atreides.kernel result 0 threads 2 {
    // expected-error@+1 {{'arith.constant' op is not an Atreides instruction; a kernel holds only instructions}}
    %c = arith.constant 0 : i16
  }
}

// -----

atreides.program @instruction_outside arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
  // expected-error@+1 {{'atreides.ret' op expects parent op 'atreides.kernel'}}
  atreides.ret
}

// -----

// expected-error@+1 {{'atreides.kernel' op expects parent op 'atreides.program'}}
atreides.kernel result 0 threads 2 {
  atreides.ret
}

// -----

// expected-error@+1 {{'atreides.program' op has a malformed `results` entry #0 (`bits` must be 2..16)}}
atreides.program @bits arguments [] results [{address = 0 : i64, bits = 17 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
}

// -----

// expected-error@+1 {{'atreides.program' op has a malformed `arguments` entry #0 (`pitch` must be a non-negative integer)}}
atreides.program @missing arguments [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] results [] {
}

// -----

// expected-error@+1 {{'atreides.program' op has a malformed `results` entry #0 (the view does not fit its words below the scratchpad)}}
atreides.program @scratchpad arguments [] results [{address = 65472 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
}

// -----

// expected-error@+1 {{'atreides.program' op has a malformed `results` entry #0 (the view does not fit its words below the scratchpad)}}
atreides.program @view arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 3 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] {
}

// -----

// A field past the machine's memory is well formed, but does not fit: say so, with the value.
// expected-error@+1 {{'atreides.program' op has a malformed `arguments` entry #0 (`address` = 4611686018427387904 does not fit the machine: data memory has 65472 words below the scratchpad)}}
atreides.program @huge_address arguments [{address = 4611686018427387904 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 2 : i64}] results [] {
}

// -----

// expected-error@+1 {{'atreides.program' op has a malformed `results` entry #0 (`rows` = 1099511627776 does not fit the machine}}
atreides.program @huge_rows arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1099511627776 : i64, shape = [2], words = 2 : i64}] {
}

// -----

// expected-error@+1 {{(`words` = 340282366920938463463374607431768211455 does not fit the machine}}
atreides.program @wide_words arguments [] results [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [2], words = 340282366920938463463374607431768211455 : ui128}] {
}

// -----

// The shape and its view must agree on the element count.
// expected-error@+1 {{'atreides.program' op has a malformed `arguments` entry #0 (`shape` [3, 2] has 6 elements but the view 1 x 2 holds 2)}}
atreides.program @shape_view arguments [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [3, 2], words = 2 : i64}] results [] {
}

// -----

// expected-error@+1 {{(`shape` [4294967296, 4294967296, 4294967296, 4294967296] has too many elements but the view 1 x 2 holds 2)}}
atreides.program @shape_huge arguments [{address = 0 : i64, bits = 16 : i64, cols = 2 : i64, pitch = 2 : i64, rows = 1 : i64, shape = [4294967296, 4294967296, 4294967296, 4294967296], words = 2 : i64}] results [] {
}
