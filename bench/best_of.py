"""The best wall time of repeated calls, shared by the bench scripts beside it."""
import time

import jax


def best(f, args, calls=20):
    """The least wall time in seconds of `calls` calls of `f(*args)`, each waited for."""
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        jax.block_until_ready(f(*args))
        times.append(time.perf_counter() - start)
    return min(times)
