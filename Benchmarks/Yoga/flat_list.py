"""Yoga's side of the flat-list comparison (docs/performance.md, "The flat list beside Yoga").

The same tree as Benchmarks/Benchmarks/EngineBenchmarks/FlatListBenchmark.swift: a column of
rows, each a 40-wide box, a flexible spacer and a 55-wide box, 20 tall, in a 390-wide root. The
tree is built first; only Yoga's layout call (YGNodeCalculateLayout, through the C API that the
`poga` package binds) is timed, on a fresh tree each run.

    pip install poga
    python3 Benchmarks/Yoga/flat_list.py 25000
"""
import statistics
import sys
import time

from poga.libpoga_capi import (
    YGDirection, YGFlexDirection, YGNodeCalculateLayout, YGNodeFreeRecursive, YGNodeInsertChild, YGNodeNew,
    YGNodeStyleSetFlexDirection, YGNodeStyleSetFlexGrow, YGNodeStyleSetHeight, YGNodeStyleSetWidth, YGUndefined,
)


def box(width, height):
    node = YGNodeNew()
    YGNodeStyleSetWidth(node, width)
    YGNodeStyleSetHeight(node, height)
    return node


def flat_list(rows):
    root = YGNodeNew()
    YGNodeStyleSetFlexDirection(root, YGFlexDirection.Column)
    YGNodeStyleSetWidth(root, 390)
    for index in range(rows):
        row = YGNodeNew()
        YGNodeStyleSetFlexDirection(row, YGFlexDirection.Row)
        YGNodeStyleSetHeight(row, 20)
        spacer = YGNodeNew()
        YGNodeStyleSetFlexGrow(spacer, 1)
        for position, child in enumerate([box(40, 20), spacer, box(55, 20)]):
            YGNodeInsertChild(row, child, position)
        YGNodeInsertChild(root, row, index)
    return root


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 25_000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    times = []
    for _ in range(runs):
        root = flat_list(rows)
        start = time.perf_counter()
        YGNodeCalculateLayout(root, 390, YGUndefined, YGDirection.LTR)
        times.append(time.perf_counter() - start)
        YGNodeFreeRecursive(root)
    median = statistics.median(times)
    print(f"Yoga, flat list of {rows} rows: median {median * 1e3:.1f} ms "
          f"(min {min(times) * 1e3:.1f}, max {max(times) * 1e3:.1f}), {rows / median:,.0f} rows/s")


if __name__ == "__main__":
    main()
