#!/usr/bin/env python3
"""Generate the SF Symbol metrics table that sizes `Image(systemName:)`.

Reads
    The fidelity suite's symbol catalogs (Sources/LayoutLabFidelity/Fixtures/
    Drawing/SymbolFixtures.swift), which hold the public measurements of
    iamcgn/swiftui-web (Fixtures/Goldens/symbol/catalog-*/frames.json, macOS 26,
    2x): 240 common symbols laid out in rows of ten, each row led by a
    `Text("Star")` on the shared first baseline, at one font per catalog.

Writes
    Sources/LayoutLab/Views/SymbolMetrics.generated.swift: for each symbol its
    width, its extent above the baseline and its extent below it, per em of
    the font, at each master size (the regular, medium-scale catalogs), and
    the same three figures at 13 pt for each measured variant (the semibold
    and bold catalogs, the small and large image-scale catalogs): a symbol's
    weight and scale change its bounds by its own amounts, not one stroke or
    one factor for all (catalog-13-bold widens symbols by 0 to 2 pt, the
    large scale by 1.5 to 7.5 pt), so the engine adds each symbol's measured
    change to its master at any size.
    The extents are taken from the row's text: a macOS system-font line has
    its baseline at SF's ascender (1980 of 2048) rounded to the nearest point
    below the line's top (13 below it at 13 pt; Typography.lineMetrics), so a
    symbol measured `top` below the text's top and `bottom` below it reaches
    (13 - top) / 13 em above the baseline and (bottom - 13) / 13 em below. The measured frames are snapped to the 2x pixel grid, so each
    figure is exact to a quarter point at the master size.

Checks (--check)
    Predicts every catalog from the table and the rules in SymbolMetrics.swift
    (linear in the point size, snapping to the pixel grid; for the variant
    catalogs, the uniform rules the engine keeps for unmeasured symbols:
    stroke growth per weight, image scale about the cap-height midline) and
    prints, per catalog, how many widths, tops and bottoms come out exact and
    within half a point.

Rerun
    python3 Scripts/generate-symbol-metrics.py [--masters 10,11,...] [--output PATH]
    python3 Scripts/generate-symbol-metrics.py --check
"""
import argparse
import math
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Sources/LayoutLabFidelity/Fixtures/Drawing/SymbolFixtures.swift")
OUTPUT = os.path.join(ROOT, "Sources/LayoutLab/Views/SymbolMetrics.generated.swift")

def baseline(size):
    """The baseline's place below the top of a line of the system font, as the engine sets it
    (Typography.lineMetrics, macOS): SF's ascender (1980 of 2048) rounded to the nearest point.
    The table's extents are measured from it, so that a symbol at a master size lands on its
    measured frame beside the engine's text."""
    return round(size * 1980 / 2048)


def cap_height(size):
    return size * 1443 / 2048


def load_catalogs():
    source = open(FIXTURES).read()
    names = re.findall(r'"([^"]+)"', re.search(r"static let names: \[String\] = \[(.*?)\]\n", source, re.S).group(1))
    catalogs = {}
    pattern = r'static let c\w+ = fixture\(\s*"([^"]+)", font: \.system\(size: (\d+)\)(?:, weight: \.(\w+))?(?:, scale: \.(\w+))?,\s*measured: \[(.*?)\]\s*\)'
    for suffix, size, weight, scale, body in re.findall(pattern, source, re.S):
        probes = {}
        for name, *frame in re.findall(r'"([^"]+)": CGRect\(x: ([-\d.]+), y: ([-\d.]+), width: ([-\d.]+), height: ([-\d.]+)\)', body):
            probes[name] = tuple(float(v) for v in frame)
        rows = {}
        for index, name in enumerate(names):
            text = probes["row%d" % (index // 10 * 10)]
            x, y, width, height = probes[name]
            rows[name] = dict(width=width, top=y - text[1], bottom=y + height - text[1])
        catalogs[suffix] = dict(size=int(size), weight=weight or "regular", scale=scale or "medium", symbols=rows)
    return names, catalogs


MASTERS = ["10", "11", "12", "13", "15", "17", "22", "26"]
# The catalogs measured at 13 pt with one weight or image scale changed, in the order the table
# keeps them (SymbolMetrics.Variant's cases).
VARIANTS = ["13-semibold", "13-bold", "13-small", "13-large"]


def masters_from(catalogs, sizes):
    return {int(size): table_from(catalogs[size]) for size in sizes}


def interpolate(masters, name, size):
    """The per-em metrics at `size`: linear between the two nearest masters, the nearest beyond."""
    points = sorted(masters)
    if size <= points[0]:
        return masters[points[0]][name]
    if size >= points[-1]:
        return masters[points[-1]][name]
    upper = next(p for p in points if p >= size)
    lower = max(p for p in points if p <= size)
    if upper == lower:
        return masters[lower][name]
    t = (size - lower) / (upper - lower)
    return tuple(a + (b - a) * t for a, b in zip(masters[lower][name], masters[upper][name]))


def table_from(catalog):
    size = catalog["size"]
    base = baseline(size)
    return {
        name: (m["width"] / size, (base - m["top"]) / size, (m["bottom"] - base) / size)
        for name, m in catalog["symbols"].items()
    }


# The rules, as SymbolMetrics.swift applies them (keep the two in step).
WEIGHT_GROWTH = {"ultraLight": -0.04, "thin": -0.03, "light": -0.019, "regular": 0, "medium": 0.005,
                 "semibold": 0.01, "bold": 0.0195, "heavy": 0.029, "black": 0.038}
SCALE = {"small": 0.82, "medium": 1, "large": 1.29}


def snap(value, scale=2):
    return round(value * scale) / scale


def predict(metrics, size, weight="regular", scale="medium"):
    width, ascent, descent = metrics
    grow, factor = WEIGHT_GROWTH[weight], SCALE[scale]
    base = baseline(size)
    middle = base - cap_height(size) / 2
    top = middle + (base - (ascent + grow) * size - middle) * factor
    bottom = middle + (base + (descent + grow) * size - middle) * factor
    return snap((width + 2 * grow) * size * factor), snap(top), snap(bottom)


def check(names, catalogs, sizes):
    print("masters %s; each regular catalog predicted with its own size left out, the weights and"
          " scales from all masters (exact / within 0.5 pt):" % ", ".join(sizes))
    for suffix, catalog in catalogs.items():
        held_out = [s for s in sizes if s != suffix] or sizes
        masters = masters_from(catalogs, held_out)
        counts = [[0, 0] for _ in range(3)]
        for name in names:
            predicted = predict(interpolate(masters, name, catalog["size"]), catalog["size"], catalog["weight"], catalog["scale"])
            measured = catalog["symbols"][name]
            for i, key in enumerate(("width", "top", "bottom")):
                error = abs(predicted[i] - measured[key])
                counts[i][0] += error < 1e-6
                counts[i][1] += error <= 0.5 + 1e-9
        print("  catalog-%-12s widths %3d / %3d   tops %3d / %3d   bottoms %3d / %3d   of %d"
              % (suffix, *counts[0], *counts[1], *counts[2], len(names)))


def swift_literal(value):
    return ("%.5f" % value).rstrip("0").rstrip(".") if value else "0"


def write(names, catalogs, sizes, output):
    masters = masters_from(catalogs, sizes)
    lines = [
        "// Generated by Scripts/generate-symbol-metrics.py from the public measurements of",
        "// iamcgn/swiftui-web (symbol/catalog-%s, macOS 26, regular weight, medium scale;" % ", -".join(sizes),
        "// the variants from symbol/catalog-%s): do not edit." % ", -".join(VARIANTS),
        "",
        "extension SymbolMetrics {",
        "    /// The point sizes the symbols were measured at: their optical-size masters.",
        "    static let masterSizes: [CGFloat] = [%s]" % ", ".join(sizes),
        "",
        "    /// Per symbol and master, in order: width, extent above the baseline and extent below",
        "    /// it, per em. Strings, decoded on first use, keep the literal cheap to compile.",
        "    static let measuredMasters: [String: String] = [",
    ]
    for name in sorted(names):
        figures = []
        for size in sorted(masters):
            figures += [swift_literal(v) for v in masters[size][name]]
        lines.append('        "%s": "%s",' % (name, " ".join(figures)))
    variants = {suffix: table_from(catalogs[suffix]) for suffix in VARIANTS}
    lines += [
        "    ]",
        "",
        "    /// The point size the variants were measured at.",
        "    static let variantSize: CGFloat = 13",
        "",
        "    /// Per symbol, at `variantSize`, for %s in turn: width, extent above" % ", ".join(VARIANTS),
        "    /// the baseline and extent below it, per em (symbol/catalog-%s)." % ", -".join(VARIANTS),
        "    static let measuredVariants: [String: String] = [",
    ]
    for name in sorted(names):
        figures = []
        for suffix in VARIANTS:
            figures += [swift_literal(v) for v in variants[suffix][name]]
        lines.append('        "%s": "%s",' % (name, " ".join(figures)))
    lines += ["    ]", "}", ""]
    open(output, "w").write("\n".join(lines))
    print("wrote %d symbols to %s" % (len(names), os.path.relpath(output, ROOT)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--masters", default=",".join(MASTERS), help="the catalogs the table is read from")
    parser.add_argument("--output", default=OUTPUT)
    parser.add_argument("--check", action="store_true", help="predict every catalog from the table")
    args = parser.parse_args()
    names, catalogs = load_catalogs()
    if len(catalogs) != 12:
        sys.exit("expected twelve catalogs in %s, found %d" % (FIXTURES, len(catalogs)))
    sizes = args.masters.split(",")
    if args.check:
        check(names, catalogs, sizes)
    else:
        write(names, catalogs, sizes, args.output)


if __name__ == "__main__":
    main()
