"""Where an op came from in the user's code. jax writes every op's location as
`loc("jit(f)/dot_general"(callsite("f"("model.py":12:8 to :40) at ...)))`: the jax op's name
and the user's frames, innermost first. lpf keeps these through its passes (lpf-opt
--mlir-print-debuginfo), so MLIR's diagnostics already name the user's file:line:col; this
module reads them where a diagnostic points into lpf's own temporary module instead (a parse
error, which MLIR reports at the text)."""
import re

_ALIAS = re.compile(r"^(#loc\d*) = loc\((.*)\)\s*$", re.M)
_FILE = re.compile(r'"([^"]+)":(\d+):(\d+)')
_NAME = re.compile(r'^\s*"([^"]+)"\(')
_OP = re.compile(r'^\s*(?:%[\w#:, %]+=\s*)?"?([A-Za-z_][\w$]*\.[\w.$]+)"?')
_LOC = re.compile(r"loc\((#loc\d*|.*)\)\s*$")
# A function's definition and a call of one, in the generic form (lpf's) or the custom form.
_FUNC = re.compile(r'^\s*(?:"func\.func"\(\).*\bsym_name = "([^"]+)"|func\.func\b[^@]*@([\w$.]+))')
_CALL = re.compile(r'"func\.call"\(.*\bcallee = @([\w$.]+)\b|\bfunc\.call @([\w$.]+)\(|\bcall @([\w$.]+)\(')


def describe(location):
    """(file:line:col of the innermost user frame, jax's op name) of a location's text (`loc(...)`
    or its body); either is None when the location does not hold it."""
    text = str(location)
    text = text[4:-1] if text.startswith("loc(") else text
    while True:  # jax nests names: the first that is not lpf's own tag is jax's op name
        name = _NAME.match(text)
        if not name or not name[1].startswith("lpf."):
            break
        text = text[name.end():]
    where = _FILE.search(text)
    return (f"{where[1]}:{where[2]}:{where[3]}" if where else None), (name[1] if name else None)


def frames(location):
    """Every file:line:col in a location's text, innermost frame first (jax's call stack)."""
    return [f"{m[1]}:{m[2]}:{m[3]}" for m in _FILE.finditer(str(location))]


def _expand(text, aliases, depth=0):
    """A location's text with `#locN` aliases replaced by what they stand for."""
    if depth > 64:
        return text
    return re.sub(r"#loc\d*", lambda m: _expand(aliases[m[0]], aliases, depth + 1) if m[0] in aliases else m[0], text)


def _op_loc(lines, index):
    """The `loc(...)` of the op written on lines[index]: on that line, or, for an op with regions
    (its line ends in `({` or `{`), on the line that closes them at the op's indentation."""
    source = lines[index]
    loc = _LOC.search(source)
    if loc or not source.rstrip().endswith("{"):
        return loc
    indent = len(source) - len(source.lstrip())
    for later in lines[index + 1:]:
        stripped = later.lstrip()
        if len(later) - len(stripped) == indent and stripped.startswith("}"):
            return _LOC.search(later)
        if later.strip() and len(later) - len(stripped) < indent:
            return None
    return None


def at_line(module_text, line):
    """(op name, file:line:col, jax op name) of the op written on `line` (1-based) of module text
    printed with locations; (None, None, None) where the line has none."""
    lines = module_text.splitlines()
    if not 1 <= line <= len(lines):
        return None, None, None
    source = lines[line - 1]
    op = _OP.match(source)
    loc = _op_loc(lines, line - 1)
    if not loc:
        return (op[1] if op else None), None, None
    where, name = describe(_expand(loc[1], dict(_ALIAS.findall(module_text))))
    return (op[1] if op else None), where, name


def jax_name(module_text, where, op=None):
    """jax's op name of the op (named `op`, if given) whose location in module text printed with
    locations is the user's `where` (file:line:col): for a diagnostic that already points at the
    user's code. None where no op of the text is there."""
    aliases = dict(_ALIAS.findall(module_text))
    lines = module_text.splitlines()
    for index, source in enumerate(lines):
        loc = _op_loc(lines, index)
        written = _OP.match(source)
        if not loc or not written or (op and written[1] != op):
            continue
        at, name = describe(_expand(loc[1], aliases))
        if at == where and name:
            return name
    return None


def of_op(module_text, op):
    """(file:line:col, jax op name) of the first op named `op` in module text printed with
    locations: for a diagnostic that names the op but has no location of the user's. An op in a
    function jax outlined (jnp.sort's `@sort`, jax.random's `@_normal`) has only a name for a
    location ("sort"); the user's line is that of the call of the function, followed up to
    @main. (None, None) where no op of the text is named `op`."""
    lines = module_text.splitlines()
    aliases = dict(_ALIAS.findall(module_text))
    for index, source in enumerate(lines):
        written = _OP.match(source)
        if written and written[1] == op:
            return _located(lines, index, aliases)
    return None, None


def _located(lines, index, aliases, depth=0):
    """(file:line:col, jax op name) of the op on lines[index], or of the call of its function."""
    loc = _op_loc(lines, index)
    where, name = describe(_expand(loc[1], aliases)) if loc else (None, None)
    if where or depth > 64:
        return where, name
    caller = _call_of(lines, _function_of(lines, index))
    return _located(lines, caller, aliases, depth + 1) if caller is not None else (None, name)


def _function_of(lines, index):
    """The name of the function whose body holds lines[index] (the nearest definition above it
    at a smaller indentation); None at the top level."""
    indent = len(lines[index]) - len(lines[index].lstrip())
    for source in reversed(lines[:index]):
        found = _FUNC.match(source)
        if found and len(source) - len(source.lstrip()) < indent:
            return found[1] or found[2]
    return None


def _call_of(lines, function):
    """The index of the first line calling `function`; None if none does."""
    if function is None:
        return None
    for index, source in enumerate(lines):
        call = _CALL.search(source)
        if call and function in call.groups():
            return index
    return None
