"""The tests' shared reporting: one line per check, and a non-zero exit if any failed."""
import sys

_failures = []


def expect(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        _failures.append(what)


def finish():
    if _failures:
        print(f"{len(_failures)} failed")
        sys.exit(1)
    print("all passed")
