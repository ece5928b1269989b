"""Running lpf's binaries (lpf-opt, lpf-run) from Python, with their diagnostics as exceptions."""
import atexit
import json
import os
import re
import signal
import subprocess
import tempfile
import threading
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


class _Server:
    """One `lpf-run --serve` process (tools/src/bin/lpf-run.rs): each `run` is what `lpf-run
    ARGS...` as a process would do, without the process start (the dynamic loader's relocations
    of libLLVM and libMLIR: ~30 ms, more than half of a small model's call on `--backend ref`,
    docs/lpf-run.md). Its diagnostics go to a temporary file, read back after a failed run. A
    server that ends (a crash, or upstream's interpreter ending the process) reports as a
    process would, and the next call starts a new one."""
    _lock = threading.Lock()
    _servers = {}

    def __init__(self, path, env):
        self.pid = os.getpid()
        self.log = tempfile.TemporaryFile()
        if env.get("LPF_KEEP_HEAP", "1") != "0":
            # As lpf.native does in-process: freed heap stays in the server between calls (glibc's
            # defaults gave large temporaries back at each call, and the next call faulted them in
            # again: ~9% of the flax LM's served call).
            keep = "glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456"
            env = dict(env, GLIBC_TUNABLES=":".join(filter(None, [env.get("GLIBC_TUNABLES"), keep])))
        self.process = subprocess.Popen([path, "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, env=env)

    def run(self, arguments):
        """(status, stdout, stderr) of one run; status None where the server ended."""
        start = self.log.seek(0, os.SEEK_END)
        try:
            self.process.stdin.write((json.dumps(list(arguments)) + "\n").encode())
            self.process.stdin.flush()
            header = self.process.stdout.readline().split()
            status, length = int(header[0]), int(header[1])
            out = self.process.stdout.read(length).decode()
        except (OSError, ValueError, IndexError):
            status, out = None, ""
        self.log.seek(start)
        err = self.log.read().decode(errors="replace")
        if status is not None:  # the server writes where this file's shared offset now is: 0
            self.log.seek(0)
            self.log.truncate()
        return status, out, err

    def close(self):
        try:
            self.process.stdin.close()
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
        self.log.close()

    @classmethod
    def call(cls, name, arguments, env):
        """Runs `name` (lpf-run) on `arguments` in a server; returns (returncode, stdout, stderr)
        as subprocess.run would."""
        path = binary(name)
        with cls._lock:
            server = cls._servers.get(path)
            if server is None or server.pid != os.getpid() or server.process.poll() is not None:
                server = cls._servers[path] = _Server(path, env)
            status, out, err = server.run(arguments)
            if status is None:  # it ended: report its exit as a process's
                del cls._servers[path]
                server.process.stdin.close()
                returncode = server.process.wait()
                err += server.log.read().decode(errors="replace")
                server.log.close()
                return returncode if returncode != 0 else 1, out, err
            return status, out, err

    @classmethod
    def close_all(cls):
        with cls._lock:
            for server in cls._servers.values():
                if server.pid == os.getpid():
                    server.close()
            cls._servers.clear()


atexit.register(_Server.close_all)


def run_served(name, arguments):
    """`run_tool` for lpf-run without stdin, in a long-lived `lpf-run --serve` (set
    LPF_RUN_SERVE=0 for a process per call); the same result and errors."""
    if os.environ.get("LPF_RUN_SERVE", "1") == "0":
        return run_tool(name, arguments)
    env = dict(os.environ)
    env.setdefault("LPF_PYTHON", os.path.join(REPO, ".venv", "bin", "python"))
    returncode, out, err = _Server.call(name, arguments, env)
    if returncode != 0:
        raise LpfError(name, returncode, err)
    return out


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
