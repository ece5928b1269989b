"""How the bench scripts call a compiled lpf function through its C interface: the memref
descriptor of a 2-D numpy array (docs/llvm.md, "The ABI")."""

import ctypes


class Memref2(ctypes.Structure):
    _fields_ = [
        ("allocated", ctypes.c_void_p),
        ("aligned", ctypes.c_void_p),
        ("offset", ctypes.c_int64),
        ("sizes", ctypes.c_int64 * 2),
        ("strides", ctypes.c_int64 * 2),
    ]


def descriptor(array):
    """The descriptor of a 2-D array (strides in elements, as the ABI counts them)."""
    d = Memref2()
    d.allocated = d.aligned = array.ctypes.data
    d.offset = 0
    d.sizes[:] = list(array.shape)
    d.strides[:] = [array.strides[0] // array.itemsize, array.strides[1] // array.itemsize]
    return d
