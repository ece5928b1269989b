"""Running lpf's binaries (lpf-opt, lpf-run) from Python, with their diagnostics as exceptions."""
import os
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


class LpfError(RuntimeError):
    """A tool failed. `diagnostics` is its stderr (mlir-opt's `file:line:col: error: ...` form);
    `message`, `code` (e.g. 'E0915') and `location` ('file:line:col') come from the first error."""

    def __init__(self, tool, returncode, diagnostics):
        self.tool, self.returncode, self.diagnostics = tool, returncode, diagnostics
        first = re.search(r"^(?P<loc>\S+:\d+:\d+): error: (?P<msg>.*)$", diagnostics, re.M)
        self.location = first["loc"] if first else None
        self.message = first["msg"] if first else (diagnostics.strip().splitlines() or ["(no diagnostic)"])[-1]
        code = re.search(r"\[(E\d{4})\]", self.message)
        self.code = code[1] if code else None
        super().__init__(f"{tool} failed (exit {returncode}): {self.location or ''} {self.message}".strip())


def binary(name):
    """`$LPF_BIN_DIR/name`, else the repository's cargo build (`$CARGO_TARGET_DIR` or target/debug)."""
    directory = os.environ.get("LPF_BIN_DIR") or os.path.join(os.environ.get("CARGO_TARGET_DIR", REPO / "target"), "debug")
    path = Path(directory) / name
    if not path.exists():
        raise LpfError(name, None, f"error: {path} not found: build it with `cargo build -p lpf-tools`")
    return str(path)


def run_tool(name, arguments, stdin=None, source_name="<lpf>"):
    """Runs a tool; returns its stdout, or raises LpfError with its diagnostics."""
    env = dict(os.environ)
    env.setdefault("LPF_PYTHON", os.path.join(REPO, ".venv", "bin", "python"))
    done = subprocess.run([binary(name), *arguments], input=stdin, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise LpfError(name, done.returncode, done.stderr.replace("<stdin>", source_name))
    return done.stdout


def lpf_opt(module_text, *flags):
    """`lpf-opt - --allow-unregistered-dialect FLAGS` on `module_text`. StableHLO and CHLO are
    registered in lpf-opt (either form parses and is verified without the flag); the flag is for
    the dialects lpf does not vendor that jax also writes, Shardy's `sdy` in sharded programs."""
    return run_tool("lpf-opt", ["-", "--allow-unregistered-dialect", *flags], stdin=module_text)
