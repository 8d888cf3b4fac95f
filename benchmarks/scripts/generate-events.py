"""Writes the source benchmark's events CSV: id,key,period,amount, one line per event, in period order.

200,000 keys with a Zipf-like skew (weight 1/rank), 120 periods, an event id per line. Seeded, so every
run writes the same file. Usage: generate-events.py OUT.csv [LINES]
"""
import itertools
import random
import sys

KEYS, PERIODS = 200_000, 120


def main():
    out = sys.argv[1]
    lines = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000_000
    rng = random.Random(20260218)
    cumulative = list(itertools.accumulate(1.0 / rank for rank in range(1, KEYS + 1)))
    per_period, extra = divmod(lines, PERIODS)
    event = 0
    with open(out, "w", buffering=1 << 22) as f:
        f.write("id,key,period,amount\n")
        for p in range(PERIODS):
            n = per_period + (1 if p < extra else 0)
            keys = rng.choices(range(KEYS), cum_weights=cumulative, k=n)
            period = f"p{p + 1:03d}"
            f.write("".join(f"evt-{event + i:016d},user-{k:06d},{period},{(event + i) % 100000 / 100:.2f}\n"
                            for i, k in enumerate(keys)))
            event += n


if __name__ == "__main__":
    main()
