"""Shared by the raise tests against XLA (test_raise_dots.py, test_raise_convs.py): data whose
contractions are exact in f32 in every order, and bit comparisons."""
import numpy as np

from lpf.api import _bits


def dyadic(rng, shape, dtype, exponents):
    """+-{1, 1.25, 1.5, 1.75} 2^e with e drawn from range(*exponents): values of every format the
    tests use (two fraction bits), so products and their sums carry few bits; each test states the
    bound on K that keeps its sums exact in f32."""
    e = rng.integers(exponents[0], exponents[1], shape)
    m = rng.choice([1.0, 1.25, 1.5, 1.75], shape)
    s = rng.choice([-1.0, 1.0], shape)
    return (s * m * 2.0 ** e).astype(dtype)


def codes(x):
    """The raw codes of an 8-, 16- or 32-bit array."""
    return x.view({1: np.uint8, 2: np.uint16, 4: np.uint32}[x.dtype.itemsize])


def same_bits(a, b):
    """Same dtype, shape and bits, NaNs compared as NaNs."""
    (ab, an), (bb, bn) = _bits(a), _bits(b)
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(ab, bb) and np.array_equal(an, bn)
