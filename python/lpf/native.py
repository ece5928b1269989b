"""lpf's LLVM exit compiled once and called in-process: `lpf-translate --emit=obj -O2` of the
module (OPT_LEVEL), linked into a shared library with the system C compiler and called through
MLIR's C interface (`_mlir_ciface_<name>`: one memref descriptor per argument, then one per
result, raw codes as lpf-run's .npy files hold them; docs/llvm.md, "The ABI").
`lpf.jit(backend="llvm")` builds one per argument signature and reuses it (docs/jax.md)."""
import ctypes
import os
import shutil
import subprocess
import tempfile
import threading
import weakref

import numpy as np
from jaxlib.mlir import ir

from . import compile_cache, xla
from .run import BITS, is_bits, main_signature
from .tools import LpfError, binary, lpf_opt_located, run_tool

# The kernels of the LLVM exit run on OpenMP threads (docs/llvm.md, "Threads"): the object calls
# libomp (LLVM 22's, Debian's libomp-22-dev), which the shared library links and finds at run time.
LIBOMP_DIR = "/usr/lib/llvm-22/lib"
LIBOMP = ["-L" + LIBOMP_DIR, "-lomp", "-Wl,-rpath," + LIBOMP_DIR]
# A mixed module's StableHLO part may call libm (`tanhf`, `expf`: docs/llvm.md, "Mixed modules"):
# the library names it itself instead of relying on the process having loaded it.
LIBM = ["-lm"]
# -O2, not -O3: on the 6 x 512 flax LM the two differ only in how far LLVM unrolls small loops
# (copies, element-wise nests, the exp polynomial; the dot kernels' code is the same), which made
# code generation a third slower for calls no faster (one thread, CPU time: 66.8 ms at -O2
# against 67.7 ms at -O3; the CNN 0.5 ms both). docs/llvm.md, "Real models".
OPT_LEVEL = "-O2"
ENTRY = "lpf_entry"  # not `main`: a shared library's `main` would meet the process's own
# glibc's mallopt parameters (malloc.h) and the values set once a program is loaded, see _keep_heap.
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
TRIM_THRESHOLD, MMAP_THRESHOLD = 256 << 20, 256 << 20


def _keep_heap(done=[]):
    """Keeps freed heap memory in the process between calls (glibc only; elsewhere nothing). A
    program mallocs its temporaries and frees them before it returns; with glibc's defaults the
    freed top of the heap is given back to the kernel (`brk`) at every call and the next call
    faults every page in again, zeroed: measured on the transformer block, 12 `brk` a call and
    half the call's CPU time in the kernel (docs/llvm.md, "Mixed modules: speed"). XLA reuses
    its buffers instead. So: heap memory is returned only above 256 MiB free, and blocks below
    256 MiB come from the heap, not from a `mmap` per block (glibc's adaptive threshold stops at
    32 MiB: XLA's 34.5 MiB temporary of the StableHLO exit's bf16 matrix-vector dot was mapped
    and faulted in again at every call, 5x XLA's time; docs/stablehlo.md). Process-wide, set
    once, on the first `Program` of the LLVM exit or program of `lpf.jit(backend="xla")`;
    `LPF_KEEP_HEAP=0` in the environment leaves glibc's settings as they are (for a process
    that tunes malloc itself)."""
    if done:
        return
    done.append(True)
    if os.environ.get("LPF_KEEP_HEAP", "1") == "0":
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # not glibc
        return
    mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD)


def _descriptor_type(rank, cache={}):
    """ctypes' struct of a rank-R memref descriptor: allocated, aligned, offset, sizes, strides."""
    if rank not in cache:
        cache[rank] = type(f"memref{rank}", (ctypes.Structure,), {"_fields_": [
            ("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64),
            ("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]})
    return cache[rank]


def _storage_dtype(dtype, cache={}):
    """The dtype the ABI takes for `dtype`: low-precision floats as unsigned codes (memoised: a
    call of a program converts every argument)."""
    if dtype not in cache:
        cache[dtype] = np.dtype(BITS[dtype.itemsize]) if is_bits(dtype) else dtype
    return cache[dtype]


def _storage(a):
    """A C-contiguous array of the codes the ABI takes (low-precision floats as unsigned codes)."""
    a = np.ascontiguousarray(a)
    storage = _storage_dtype(a.dtype)
    return a if storage is a.dtype else a.view(storage)


def _address(a, byte=ctypes.c_byte):
    """The address of `a`'s first element. `ndarray.ctypes.data` builds a helper object and costs
    about 4x what a writable buffer's `from_buffer` does (measured; it is paid per array per
    call): the slow way only for read-only arrays."""
    return ctypes.addressof(byte.from_buffer(a)) if a.flags.writeable and a.nbytes else a.ctypes.data


def _cacheable(a):
    """`a` where a later call may reuse its descriptor when passed the same object: a C-contiguous
    array, whose storage is its own memory (a copy made for the call would miss later writes to
    the original). Kept alive while cached, so its memory cannot be reused by another array
    (numpy refuses to resize an array others reference). Otherwise None: described anew."""
    return a if type(a) is np.ndarray and a.flags.c_contiguous else None


def _describe(a):
    d = _descriptor_type(a.ndim)()
    d.allocated = d.aligned = _address(a)
    d.offset = 0
    for i, (size, stride) in enumerate(zip(a.shape, a.strides)):
        d.sizes[i], d.strides[i] = size, stride // a.itemsize if a.itemsize else 0
    return d


def _with_entry(module_text):
    """The module with its @main renamed ENTRY (generic form, locations kept)."""
    return entry_and_signature(module_text)[0]


def entry_and_signature(module_text):
    """(`_with_entry`'s text, @main's parameters and results as `run.main_signature` gives them)
    of an lpf module, parsed once (each parse builds a context: ~15 ms of a first call)."""
    ctx, module = xla.parse(module_text, allow_unregistered=True)
    with ctx:
        main = xla.main_of(module)
        params, results = main_signature(main)
        main.attributes["sym_name"] = ir.StringAttr.get(ENTRY)
        return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True), params, results


def _codegen_threads():
    """`--codegen-threads=N` from `$LPF_CODEGEN_THREADS` (1: compile the module whole); by default
    lpf-translate compiles a large module on one thread per core (docs/lpf-translate.md,
    "Parallel code generation")."""
    threads = os.environ.get("LPF_CODEGEN_THREADS")
    return [f"--codegen-threads={threads}"] if threads else []


def _build(name, text, source, obj, lib, cc, translate, link):
    """Compiles `source` (whose text is `text`) to the object `obj` with lpf-translate's
    `translate` options and links it into the shared library `lib` with `cc` and `link`."""
    try:
        run_tool("lpf-translate", [*translate, source, "-o", obj])
    except LpfError as error:
        raise error.relocate(source, text) from None
    try:
        # -Bsymbolic: the module's calls to its own functions bind to them. A helper named as
        # a libm function (torchax writes `torch.roll`'s index arithmetic as a private
        # `@trunc`) was otherwise interposed by the process's libm `trunc` (a call with the
        # wrong ABI: `trunc` of 0.875 gave 0.875; lpf-run's JIT binds it to the module's).
        done = subprocess.run([cc, obj, "-o", lib, *link], capture_output=True, text=True)
    except FileNotFoundError:
        raise LpfError(cc, None, f"error: no C compiler '{cc}' to link the LLVM exit's object (set CC)") from None
    if done.returncode != 0:
        raise LpfError(cc, done.returncode, f"error: linking {name}'s object into a shared library: {done.stderr.strip()}")


def _raise_pipeline(flags):
    """The raise `lpf-opt` would run for `flags` (`tools.raise_flags`: `--raise-stablehlo[=...]`,
    `--lpf-policy=...`) as the head of an lpf-translate `--lower-pipeline`; None for any other
    flag."""
    passes = []
    for flag in flags:
        name, _, options = flag[2:].partition("=") if flag.startswith("--") else ("", "", "")
        if name not in ("raise-stablehlo", "lpf-policy"):
            return None
        passes.append(f"{name}{{{options}}}" if options else name)
    return passes


def _stablehlo_with_entry(stablehlo_text):
    """jax's generic-form StableHLO with @main renamed ENTRY, where its one `sym_name = "main"`
    says which function that is; None otherwise."""
    if stablehlo_text.count('sym_name = "main"') != 1:
        return None
    return stablehlo_text.replace('sym_name = "main"', f'sym_name = "{ENTRY}"')


class Program:
    """@main of an lpf module (generic form, as `lpf_opt_located` prints it), compiled for this
    host; call it with the arguments' arrays to get the results' (`shapes`, `dtypes`)."""

    @classmethod
    def from_stablehlo(cls, stablehlo_text, flags, shapes, dtypes, name="module"):
        """The program of jax's StableHLO raised with lpf-opt's `flags` (`tools.raise_flags`),
        compiled by one lpf-translate whose `--lower-pipeline` runs the raise first: one process
        and one parse fewer than raising with lpf-opt and compiling its printed module (about
        0.04 s of a small model's first call), the same module. Where the text or the flags do
        not allow it, the raise runs in lpf-opt as before."""
        passes, entry_text = _raise_pipeline(flags), _stablehlo_with_entry(stablehlo_text)
        if passes is not None and entry_text is not None:
            pipeline = f"builtin.module({','.join(passes)},lower-to-llvm)"
            return cls(None, shapes, dtypes, name=name, entry_text=entry_text, lower_pipeline=pipeline)
        return cls(lpf_opt_located(stablehlo_text, *flags), shapes, dtypes, name=name)

    def __init__(self, module_text, shapes, dtypes, name="module", entry_text=None, lower_pipeline=None):
        self.shapes, self.dtypes = [tuple(s) for s in shapes], [np.dtype(d) for d in dtypes]
        _keep_heap()
        self.directory = tempfile.mkdtemp(prefix="lpf-native-")
        weakref.finalize(self, shutil.rmtree, self.directory, True)
        source, obj, lib = (os.path.join(self.directory, f"{name}{ext}") for ext in (".mlir", ".o", ".so"))
        # `entry_text`: the module as `_with_entry` gives it, where the caller has it already.
        text = entry_text or _with_entry(module_text)
        with open(source, "w") as f:
            f.write(text)
        cc = os.environ.get("CC", "cc")
        # jax's attributes of dialects lpf does not register (Shardy's `#sdy` on a custom call)
        # parse; what cannot run then stops the lowering at the user's op.
        translate = ["--emit=obj", OPT_LEVEL, "--allow-unregistered-dialect", *_codegen_threads()]
        if lower_pipeline is not None:
            translate.append(f"--lower-pipeline={lower_pipeline}")
        link = ["-shared", "-Wl,-Bsymbolic", *LIBOMP, *LIBM]
        # A library this machine built before from the same text, options and binaries
        # (lpf.compile_cache): loaded instead of compiled.
        cache_key = compile_cache.key(text, binary("lpf-translate"), [*translate, cc, *link])
        cached = compile_cache.lookup(cache_key)
        if cached is not None:
            try:
                shutil.copyfile(cached, lib)
                self.library = ctypes.CDLL(lib)
            except OSError:
                compile_cache.forget(cache_key)
                cached = None
        if cached is None:
            _build(name, text, source, obj, lib, cc, translate, link)
            self.library = ctypes.CDLL(lib)
            compile_cache.store(cache_key, lib)
        self.function = getattr(self.library, f"_mlir_ciface_{ENTRY}")
        self.function.restype = None
        self.storage_dtypes = [_storage_dtype(d) for d in self.dtypes]
        # The last call's descriptors, per thread: a call of the same shapes and strides (every
        # later call of one signature) only sets their data pointers, and an argument that is the
        # very array of the last call (a model's weights, call after call) not even that
        # (docs/llvm.md, "Mixed modules: speed").
        self.last_call = threading.local()

    def __call__(self, *args):
        last = self.last_call
        outputs = [np.empty(shape, dtype) for shape, dtype in zip(self.shapes, self.storage_dtypes)]
        if not self._reuse(last, args):
            inputs = [_storage(a) for a in args]
            last.descriptors = [_describe(a) for a in inputs + outputs]
            last.pointers = [ctypes.byref(d) for d in last.descriptors]
            last.layout = tuple((a.shape, a.strides) for a in inputs)
            last.args = [_cacheable(a) for a in args]
            last.inputs = inputs
        for d, o in zip(last.descriptors[len(args):], outputs):
            d.allocated = d.aligned = _address(o)
        self.function(*last.pointers)
        return [o if storage is d else o.view(d) for o, storage, d in zip(outputs, self.storage_dtypes, self.dtypes)]

    @staticmethod
    def _reuse(last, args):
        """Points the last call's descriptors at `args`; False when their layout differs (then
        the caller describes every array anew)."""
        cached = getattr(last, "args", None)
        if cached is None or len(cached) != len(args):
            return False
        fresh = []
        for i, a in enumerate(args):
            if a is not cached[i]:
                s = _storage(a)
                if (s.shape, s.strides) != last.layout[i]:
                    return False
                fresh.append((i, a, s))
        for i, a, s in fresh:
            d = last.descriptors[i]
            d.allocated = d.aligned = _address(s)
            last.args[i] = _cacheable(a)
            last.inputs[i] = s
        return True
