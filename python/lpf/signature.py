"""A call of a JAX function as `jax.jit` sees it: pytree and keyword arguments flattened with
jax's tree utilities, static arguments set apart, Python scalars given jax's weak types, the
arguments jax drops from the lowered program (unused ones) left out, and the key `lpf.jit`
caches a compiled program under (docs/jax.md, "The package")."""
import os
import weakref
from dataclasses import dataclass

import jax
import jax.api_util
import numpy as np

from . import xla
from .tools import LpfError

try:  # jax's locations name the user's frames: leave out the package's own calls into jax
    from jax._src import source_info_util
    for _module in ("api.py", "check.py", "signature.py"):
        source_info_util.register_exclusion(os.path.join(os.path.dirname(__file__), _module))
except (ImportError, AttributeError):  # another jax: its locations then show these frames too
    pass


try:  # jax's array type (jax._src: jax.Array is its abstract base, slower to test against)
    from jax._src.array import ArrayImpl as _ArrayImpl
except ImportError:
    _ArrayImpl = None


def _split(args, kwargs, static_argnums, static_argnames):
    """((dynamic positional args, dynamic kwargs), (static positional values, static kwargs))."""
    if not static_argnums and not static_argnames:  # the common call: nothing to set apart
        return (args, kwargs), ((), ())
    static_pos = {i % len(args) for i in static_argnums if -len(args) <= i < len(args)}
    dynamic = (tuple(a for i, a in enumerate(args) if i not in static_pos),
               {k: v for k, v in kwargs.items() if k not in static_argnames})
    static = (tuple((i, args[i]) for i in sorted(static_pos)),
              tuple(sorted((k, v) for k, v in kwargs.items() if k in static_argnames)))
    return dynamic, static


def _canonical(dtype, cache={}):
    """Whether jax keeps `dtype` as it is (float64 is not, without jax_enable_x64); memoised."""
    if dtype not in cache:
        cache[dtype] = np.dtype(jax.dtypes.canonicalize_dtype(dtype)) == dtype
    return cache[dtype]


def _leaf_signature(leaf):
    """(shape, dtype, weak type) of one argument leaf as jax.jit abstracts it (Python scalars
    are weakly typed; float64 becomes float32 without jax_enable_x64). A numpy array of a dtype
    jax keeps is that directly (never weak): every call computes the key, and jax's abstraction
    costs some microseconds a leaf (docs/jax.md, speed)."""
    if type(leaf) is np.ndarray and _canonical(leaf.dtype):
        return leaf.shape, leaf.dtype, False
    if type(leaf) is _ArrayImpl:  # a jax array carries its abstraction (0.1 us, not 0.5 us a leaf)
        aval = leaf.aval
        return aval.shape, aval.dtype, aval.weak_type
    try:
        aval = jax.api_util.shaped_abstractify(leaf)
    except TypeError as e:
        raise LpfError("lpf", None, f"error: an argument of type {type(leaf).__name__} is not an array or scalar "
                                    f"jax.jit accepts ({e}); mark it static (static_argnums / static_argnames)") from None
    return tuple(aval.shape), _dtype_of(aval), bool(aval.weak_type)


def _is_key(dtype):
    """Whether `dtype` is a typed PRNG key's (`jax.random.key`, flax nnx's `Rngs`): an extended
    dtype, which jax lowers as its key data (e.g. `tensor<2xui32>` for a threefry key)."""
    return jax.dtypes.issubdtype(dtype, jax.dtypes.extended)


def _dtype_of(aval):
    """An abstract value's dtype as a key part: numpy's, or a typed key's own dtype object."""
    return aval.dtype if _is_key(aval.dtype) else np.dtype(aval.dtype)


def _physical_dtype(aval):
    """The dtype the lowered program takes for an argument: a typed key's key data's."""
    if _is_key(aval.dtype):
        return np.dtype(jax.eval_shape(jax.random.key_data, jax.ShapeDtypeStruct(aval.shape, aval.dtype)).dtype)
    return np.dtype(aval.dtype)


def signature(args, kwargs, static_argnums=(), static_argnames=()):
    """The key of a call: pytree structure, every leaf's shape, dtype and weak type, and the
    static arguments' values (which must be hashable, as jax.jit requires)."""
    return flat_signature(args, kwargs, static_argnums, static_argnames)[0]


def flat_signature(args, kwargs, static_argnums=(), static_argnames=()):
    """(the call's key as `signature` gives it, its dynamic leaves in jax's flat order): a call
    flattens its arguments once, for the key and for `Lowered.inputs`."""
    dynamic, static = _split(args, kwargs, static_argnums, static_argnames)
    leaves, tree = jax.tree.flatten(dynamic)
    key = (tree, tuple(_leaf_signature(leaf) for leaf in leaves), static)
    if static:
        try:
            hash(key)
        except TypeError as e:
            raise LpfError("lpf", None, f"error: a static argument is not hashable ({e}); jax.jit requires hashable static arguments") from None
    return key, leaves


@dataclass
class Lowered:
    """What one argument signature lowers to. `text`: jax's StableHLO (generic form, with jax's
    locations); `kept`: the flat argument positions the program takes (jax drops unused ones);
    `in_dtypes`: their dtypes as jax abstracts them; `out_tree`, `out_shapes`, `out_dtypes`: the
    results' structure, shapes and dtypes; `name`: the function's name (for temporary files and
    messages)."""
    text: str
    kept: list
    in_dtypes: list
    out_tree: object
    out_shapes: list
    out_dtypes: list
    name: str

    def arguments(self, args, kwargs, static_argnums=(), static_argnames=()):
        """The program's arguments for a call of this signature: flat, kept, jax's dtypes."""
        (dynamic, _) = _split(args, kwargs, static_argnums, static_argnames)
        return self.inputs(jax.tree.leaves(dynamic))

    def inputs(self, leaves, jax_arrays=False):
        """The program's arguments from a call's flat dynamic leaves: the kept ones, as arrays
        of jax's dtypes (an array that already is one is passed as it is, not copied; with
        `jax_arrays`, a jax array too, for XLA, which takes it without a copy)."""
        return [leaf if (type(leaf) is np.ndarray or jax_arrays and isinstance(leaf, jax.Array)) and leaf.dtype == dtype
                else _key_data(leaf).astype(dtype, copy=False)
                for leaf, dtype in zip(map(leaves.__getitem__, self.kept), self.in_dtypes)]


def _key_data(leaf):
    """An argument as an array: a typed PRNG key as its key data (what the program takes)."""
    if isinstance(leaf, jax.Array):
        return np.asarray(jax.random.key_data(leaf)) if _is_key(leaf.dtype) else _host_value(leaf)
    return np.asarray(leaf)


# id(jax array) -> weak references to it and to its numpy value (which holds the array alive
# through its buffer, so the cache must not hold it); an entry leaves with its array.
_HOST_VALUES = {}


def _host_value(array):
    """A jax array's numpy value, the same object on every call for the same array while
    something holds that value (the LLVM exit's program holds its last call's arguments): jax
    arrays are immutable, and `np.asarray` gives a new view each time, which the program then
    described anew, about 3 us an argument a call (a flax ViT's 38 parameters: 0.11 ms of a
    0.96 ms call); the same object reuses the last call's descriptor (`native.Program`)."""
    entry = _HOST_VALUES.get(id(array))
    if entry is not None and entry[0]() is array:
        value = entry[1]()
        if value is not None:
            return value
    value = np.asarray(array)
    try:
        _HOST_VALUES[id(array)] = (weakref.ref(array, lambda _, key=id(array), cache=_HOST_VALUES: cache.pop(key, None)), weakref.ref(value))
    except TypeError:  # not weakly referable: no cache
        pass
    return value


def lower(fn, args, kwargs, platform="cpu", static_argnums=(), static_argnames=(), keep_unused=False, inline=False):
    """jax.jit(fn)'s lowering of this call for `platform`, as a `Lowered` (`keep_unused`,
    `inline`: jax.jit's options)."""
    jitted = jax.jit(fn, static_argnums=static_argnums, static_argnames=static_argnames, keep_unused=keep_unused, inline=inline)
    traced = jitted.trace(*args, **kwargs)
    lowered = traced.lower(lowering_platforms=(platform,))
    in_avals = jax.tree.leaves(traced.in_avals)
    kept = _kept(lowered, len(in_avals))
    outs, out_tree = jax.tree.flatten(lowered.out_info)
    name = getattr(fn, "__name__", None) or type(fn).__name__
    if any(_is_key(o.dtype) for o in outs):
        raise LpfError("lpf", None, f"error: {getattr(fn, '__name__', 'the function')} returns a typed PRNG key; lpf.jit returns arrays: "
                                    "return jax.random.key_data(key) instead")
    return Lowered(xla.module_text(lowered), kept, [_physical_dtype(in_avals[i]) for i in kept], out_tree,
                   [tuple(o.shape) for o in outs], [np.dtype(o.dtype) for o in outs], "".join(c if c.isalnum() or c == "_" else "_" for c in name))


def _kept(lowered, n_args):
    """The flat argument positions jax kept in the lowered program, in order. jax 0.10 records
    them as `kept_var_idx` in the lowering's compile arguments (no public API has them); without
    it, every argument must be in the program (checked against @main's arity)."""
    kept = getattr(getattr(lowered, "_lowering", None), "compile_args", {}).get("kept_var_idx")
    if kept is not None:
        return sorted(kept)
    module = lowered.compiler_ir("stablehlo")
    with module.context:
        arity = len(xla.main_of(module).regions[0].blocks[0].arguments)
    if arity != n_args:
        raise LpfError("lpf", None, f"error: jax dropped {n_args - arity} of {n_args} arguments from the program and "
                                    "this jax does not say which (kept_var_idx); drop the unused arguments")
    return list(range(n_args))
