"""Running lpf's binaries (lpf-opt, lpf-run) from Python, with their diagnostics as exceptions."""
import os
import re
import signal
import subprocess
from pathlib import Path

from . import locations

REPO = Path(__file__).resolve().parents[2]


class LpfError(RuntimeError):
    """A tool failed, or the package refused a call. `diagnostics` is the tool's stderr
    (mlir-opt's `file:line:col: error: ...` form); `message`, `code` (e.g. 'E0915') and
    `location` ('file:line:col') come from the first error. For a program from jax the location
    is the user's (jax's source location of the op), and `op` / `jax_op` name the op as lpf and
    as jax call it (e.g. 'stablehlo.tanh', 'jit(f)/tanh') where the diagnostic points at one."""

    def __init__(self, tool, returncode, diagnostics):
        self.tool, self.returncode, self.diagnostics = tool, returncode, diagnostics
        first = re.search(r"^(?P<loc>\S+:\d+:\d+): error: (?P<msg>.*)$", diagnostics, re.M)
        # MLIR's form of an error at a location without a file (jax names the ops of the
        # functions it outlines, jnp.sort's, but gives them no file): `relocate` finds the op.
        first = first or re.search(r"^(?P<loc><unknown location>): error: (?P<msg>.*)$", diagnostics, re.M)
        self.location = first["loc"] if first and first["loc"] != "<unknown location>" else None
        self.message = first["msg"] if first else (diagnostics.strip().splitlines() or [_no_diagnostic(returncode)])[-1]
        code = re.search(r"\[(E\d{4})\]", self.message)
        self.code = code[1] if code else None
        # The op the first error names ('stablehlo.tanh' in "[E0915] 'stablehlo.tanh' is not ..."):
        # kept when the location is already the user's (the module carried jax's locations), where
        # `relocate` has nothing to map back.
        named = re.search(r"'([a-z_][a-z0-9_]*\.[a-z0-9_.]+)'", self.message)
        self.op, self.jax_op = (named[1] if named else None), None
        self._describe()

    def _describe(self):
        where = f" at {self.op}" + (f" ({self.jax_op})" if self.jax_op else "") if self.op else ""
        self.args = (f"{self.tool} failed{f' (exit {self.returncode})' if self.returncode is not None else ''}: "
                     f"{self.location or ''} {self.message}{where}".replace(":  ", ": ").strip(),)

    def relocate(self, path, module_text):
        """Where the diagnostic points into `module_text` (written to `path`), say instead where
        the op came from: jax's file:line:col of it, and its name. A diagnostic without a
        location that names an op is located at that op (the first of its name in the text)."""
        if not self.location:
            if self.op and module_text:
                self.location, self.jax_op = locations.of_op(module_text, self.op)
                self._describe()
            return self
        if not self.location.startswith(path + ":"):
            # Already the user's file:line:col (the module carried jax's locations): jax's name
            # of the op there, from the module's locations.
            self.jax_op = locations.jax_name(module_text, self.location, self.op)
            self._describe()
            return self
        line = int(self.location[len(path) + 1:].split(":")[0])
        op, where, jax_op = locations.at_line(module_text, line)
        self.op, self.jax_op = op, jax_op
        self.location = where or self.location
        self._describe()
        return self


def _no_diagnostic(returncode):
    """The message of a tool that printed nothing: the signal that ended it (a crash lpf has to
    fix, issue 41), or that it printed nothing."""
    if returncode is not None and returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"the tool was killed by {name} without a diagnostic (a crash in lpf: please report it with the program)"
    return "(no diagnostic)"


def binary(name):
    """`$LPF_BIN_DIR/name`, else the repository's cargo build (`$CARGO_TARGET_DIR` or target/debug)."""
    directory = os.environ.get("LPF_BIN_DIR") or os.path.join(os.environ.get("CARGO_TARGET_DIR", REPO / "target"), "debug")
    path = Path(directory) / name
    if not path.exists():
        raise LpfError(name, None, f"error: {path} not found: build it with `cargo build -p lpf-tools`")
    return str(path)


def run_tool(name, arguments, stdin=None, source_name="<lpf>"):
    """Runs a tool; returns its stdout, or raises LpfError with its diagnostics (a diagnostic at
    a line of `stdin` is relocated to the op's own location, where the text has one)."""
    env = dict(os.environ)
    env.setdefault("LPF_PYTHON", os.path.join(REPO, ".venv", "bin", "python"))
    done = subprocess.run([binary(name), *arguments], input=stdin, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        error = LpfError(name, done.returncode, done.stderr.replace("<stdin>", source_name))
        raise error.relocate(source_name, stdin) if stdin is not None else error
    return done.stdout


def policy_options(policy):
    """`lpf-policy`'s option text from a policy: a string as the pass takes it
    ("saturate-fp8=true rounding=toward_zero") or a dict with the options' names, '-' or '_'
    ({"saturate_fp8": True, "min_accumulator": "f64"}). None or empty: no policy."""
    if not policy:
        return None
    if isinstance(policy, str):
        return policy
    text = lambda v: ("true" if v else "false") if isinstance(v, bool) else str(v)
    return " ".join(f"{name.replace('_', '-')}={text(value)}" for name, value in policy.items())


def raise_flags(policy, excess_precision=False):
    """lpf-opt's flags for the raise: `--raise-stablehlo` (with `excess-precision=xla` when
    `excess_precision`: XLA CPU's default excess precision stated as the contract, formats.md
    §5.1; by default every rounding the program writes) and `--lpf-policy` for a policy."""
    options = policy_options(policy)
    raise_flag = "--raise-stablehlo=excess-precision=xla" if excess_precision else "--raise-stablehlo"
    return [raise_flag] + ([f"--lpf-policy={options}"] if options else [])


def lpf_opt(module_text, *flags):
    """`lpf-opt - --allow-unregistered-dialect FLAGS` on `module_text`. StableHLO and CHLO are
    registered in lpf-opt (either form parses and is verified without the flag); the flag is for
    the dialects lpf does not vendor that jax also writes, Shardy's `sdy` in sharded programs."""
    return run_tool("lpf-opt", ["-", "--allow-unregistered-dialect", *flags], stdin=module_text)


def lpf_opt_located(module_text, *flags):
    """`lpf_opt` printing every op's location (jax's, where the input has them) in the generic
    form, which jaxlib parses back (lpf ops as unregistered operations)."""
    return lpf_opt(module_text, *flags, "--mlir-print-debuginfo", "--mlir-print-op-generic")
