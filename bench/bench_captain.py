"""The team captain's advisor: a full solve (8, 7, 6 and 5 a side), each live step after it, and its memory.

Run: ``.venv/bin/python bench/bench_captain.py``. Each matrix is random (halves from 0 to 20, a fixed seed per run);
every solve is made afresh in a process of its own, so no earlier matrix is remembered and the peak memory is the
solve's. Prints the median and the spread of each figure, and the machine.
"""

import json
import os
import platform
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

ONE_SOLVE = """
import json, random, resource, sys, time
from fractions import Fraction
from companion.model.captain.advice import CaptainInput, evaluate
from companion.model.captain.matrix import TeamMatrix
size, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
matrix = TeamMatrix(tuple(f"O{i}" for i in range(size)), tuple(f"T{j}" for j in range(size)),
                    tuple(tuple(Fraction(rng.randint(0, 40), 2) for _ in range(size)) for _ in range(size)))
start = time.perf_counter()
result = evaluate(CaptainInput(matrix))
solve = time.perf_counter() - start
steps = []
revealed = ()
while result.ours is not None:
    from companion.model.captain.ritual import Reveal
    reveal = Reveal(rng.choice(result.ours.choices), rng.choice(result.theirs.choices))
    revealed = (*revealed, reveal)
    start = time.perf_counter()
    result = evaluate(CaptainInput(matrix, revealed))
    steps.append(time.perf_counter() - start)
print(json.dumps({"solve": solve, "steps": steps, "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def run(size: int, seed: int) -> dict:
    done = subprocess.run([sys.executable, "-c", ONE_SOLVE, str(size), str(seed)], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    return json.loads(done.stdout)


def main() -> int:
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.platform()}, "
          f"Python {platform.python_version()}")
    for size, runs in ((8, 7), (7, 5), (6, 5), (5, 9)):
        found = [run(size, seed) for seed in range(runs)]
        solves = [f["solve"] for f in found]
        steps = [s for f in found for s in f["steps"]]
        peaks = [f["peak"] for f in found]
        print(f"{size} v {size}: solve median {statistics.median(solves):.2f} s ({min(solves):.2f} – {max(solves):.2f}, "
              f"n={runs}); live step median {statistics.median(steps) * 1000:.1f} ms (worst {max(steps) * 1000:.1f} ms, "
              f"n={len(steps)}); peak memory {max(peaks):.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
