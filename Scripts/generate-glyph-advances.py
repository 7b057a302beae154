#!/usr/bin/env python3
"""Generate the glyph advance tables that LayoutLab's Text measurement uses.

Reads
    The horizontal advance widths (the `hmtx` table, looked up through the
    `cmap`) of six open fonts from Debian's packages:
      - Inter Regular, SemiBold and Bold (`fonts-inter`), standing in for the
        proportional system font (SF Pro);
      - JetBrains Mono Regular, SemiBold and Bold (`fonts-jetbrains-mono`),
        standing in for the monospaced system font (SF Mono).
    Static font files are used when the package ships them. If only a variable
    font is installed, the weight is instantiated from it with
    fontTools.varLib.instancer at wght 400 / 600 / 700.

Also reads
    Each Inter face's pair kerning (the `kern` feature of its `GPOS` table),
    for pairs of printable ASCII characters other than the space: SF Pro
    kerns too ("To", "AV"), and a stand-in without kerning runs a point or
    two wide on such pairs at text sizes. JetBrains Mono is not kerned.

Writes
    Sources/LayoutLab/Text/GlyphKerning.generated.swift (or the path given
    with --kerning-output): per proportional face, the pairs whose kerning is
    not zero, as base64 of (UInt8 first, UInt8 second, little-endian Int16
    value in font units).
    Sources/LayoutLab/Text/GlyphAdvances.generated.swift (relative to the
    repository root, or the path given with --output). For each face it
    records unitsPerEm and, for each contiguous run of covered code points, a
    base64 string of little-endian UInt16 advances in font units. 0xFFFF marks
    a code point inside a run that the font does not map (0 cannot be the
    marker: combining marks really do advance by 0). The Swift side decodes
    these strings once, on first use, into flat lookup arrays
    (see FontMetrics.swift). Nothing is calibrated here: this file is the
    fonts' own data, and calibration lives in Swift where it is documented.

Rerun
    apt-get install -y fonts-inter fonts-jetbrains-mono
    pip install fonttools
    python3 Scripts/generate-glyph-advances.py [--output PATH]

    The output is deterministic for a given set of font files, so rerunning it
    with the same packages produces no diff.
"""

from __future__ import annotations

import argparse
import base64
import glob
import os
import struct
import sys

try:
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - a setup problem, not a code path
    sys.exit("fontTools is missing: run `pip install fonttools`")

# Code point blocks to cover. Latin, IPA, combining marks, Greek and Cyrillic are
# one contiguous stretch; then Latin Extended Additional (Vietnamese); then
# punctuation, super/subscripts, currency, letterlike symbols, number forms,
# arrows and mathematical operators; then geometric shapes (UI bullets).
BLOCKS = [
    (0x0020, 0x04FF),
    (0x1E00, 0x1EFF),
    (0x2000, 0x22FF),
    (0x25A0, 0x25FF),
]

# A stretch of this many unmapped code points splits a block into two runs,
# so that the generated file does not carry long runs of "missing" markers.
GAP_SPLIT = 16

MISSING = 0xFFFF

# (Swift identifier, human name, family, weight name, wght value)
FACES = [
    ("interRegular", "Inter Regular", "inter", "Regular", 400),
    ("interSemiBold", "Inter SemiBold", "inter", "SemiBold", 600),
    ("interBold", "Inter Bold", "inter", "Bold", 700),
    ("monoRegular", "JetBrains Mono Regular", "jetbrains", "Regular", 400),
    ("monoSemiBold", "JetBrains Mono SemiBold", "jetbrains", "SemiBold", 600),
    ("monoBold", "JetBrains Mono Bold", "jetbrains", "Bold", 700),
]

STATIC_CANDIDATES = {
    "inter": [
        "/usr/share/fonts/opentype/inter/Inter-{w}.otf",
        "/usr/share/fonts/truetype/inter/Inter-{w}.ttf",
    ],
    "jetbrains": [
        "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-{w}.ttf",
        "/usr/share/fonts/opentype/jetbrains-mono/JetBrainsMono-{w}.otf",
    ],
}

VARIABLE_GLOBS = {
    "inter": ["/usr/share/fonts/**/Inter*Variable*.[ot]tf", "/usr/share/fonts/**/Inter*wght*.[ot]tf"],
    "jetbrains": ["/usr/share/fonts/**/JetBrainsMono*wght*.[ot]tf", "/usr/share/fonts/**/JetBrainsMono*Variable*.[ot]tf"],
}


def load_face(family: str, weight_name: str, wght: int) -> tuple[TTFont, str]:
    """Returns the font for one weight and a description of where it came from."""
    for pattern in STATIC_CANDIDATES[family]:
        path = pattern.format(w=weight_name)
        if os.path.exists(path):
            return TTFont(path), os.path.basename(path)
    for pattern in VARIABLE_GLOBS[family]:
        for path in sorted(glob.glob(pattern, recursive=True)):
            if "Italic" in os.path.basename(path):
                continue
            from fontTools.varLib import instancer

            variable = TTFont(path)
            static = instancer.instantiateVariableFont(variable, {"wght": wght})
            return static, f"{os.path.basename(path)} at wght {wght}"
    sys.exit(f"no font found for {family} {weight_name}: install fonts-inter and fonts-jetbrains-mono")


def runs_for(font: TTFont) -> list[tuple[int, list[int]]]:
    """Splits the covered blocks into runs of (first code point, advances)."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    runs: list[tuple[int, list[int]]] = []
    for first, last in BLOCKS:
        current_start = None
        current: list[int] = []
        gap = 0
        for cp in range(first, last + 1):
            glyph = cmap.get(cp)
            if glyph is None:
                if current_start is not None:
                    current.append(MISSING)
                    gap += 1
                    if gap >= GAP_SPLIT:
                        runs.append((current_start, current[:-gap]))
                        current_start, current, gap = None, [], 0
                continue
            advance = hmtx[glyph][0]
            if advance >= MISSING:
                sys.exit(f"advance {advance} of U+{cp:04X} does not fit the table format")
            if current_start is None:
                current_start = cp
            current.append(advance)
            gap = 0
        if current_start is not None:
            runs.append((current_start, current[: len(current) - gap]))
    return runs


KERNED = range(0x21, 0x7F)


def ascii_kerning(font: TTFont) -> list[tuple[int, int, int]]:
    """The `kern` feature's pair adjustments between printable ASCII characters (no space)."""
    if "GPOS" not in font:
        return []
    cmap = font.getBestCmap()
    glyph_of = {cp: cmap[cp] for cp in KERNED if cp in cmap}
    table = font["GPOS"].table
    lookups = sorted({index for record in table.FeatureList.FeatureRecord if record.FeatureTag == "kern"
                      for index in record.Feature.LookupListIndex})
    found: dict[tuple[str, str], int] = {}

    def x_advance(value) -> int:
        return getattr(value, "XAdvance", 0) or 0 if value is not None else 0

    glyphs = set(glyph_of.values())
    for index in lookups:
        lookup = table.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            if lookup.LookupType == 9:
                subtable = subtable.ExtSubTable
            if getattr(subtable, "LookupType", lookup.LookupType) != 2:
                continue
            covered = [g for g in subtable.Coverage.glyphs if g in glyphs]
            if subtable.Format == 1:
                for position, first in enumerate(subtable.Coverage.glyphs):
                    if first not in glyphs:
                        continue
                    for record in subtable.PairSet[position].PairValueRecord:
                        if record.SecondGlyph in glyphs:
                            found.setdefault((first, record.SecondGlyph), x_advance(record.Value1))
            elif subtable.Format == 2:
                classes1 = subtable.ClassDef1.classDefs
                classes2 = subtable.ClassDef2.classDefs
                for first in covered:
                    row = subtable.Class1Record[classes1.get(first, 0)]
                    for second in glyphs:
                        # The first lookup that covers a pair decides it, class 0 included.
                        found.setdefault((first, second), x_advance(row.Class2Record[classes2.get(second, 0)].Value1))
    code_of = {glyph: cp for cp, glyph in glyph_of.items()}
    pairs = [(code_of[a], code_of[b], value) for (a, b), value in found.items() if value]
    return sorted(pairs)


def kerning_swift_for(faces: list[tuple[str, str, str, list[tuple[int, int, int]]]]) -> str:
    lines = [
        "// Generated by Scripts/generate-glyph-advances.py; do not edit.",
        "//",
        "// Pair kerning between printable ASCII characters, in font units: base64 of",
        "// (UInt8 first, UInt8 second, little-endian Int16 adjustment) for each pair not 0.",
        "// Sources: " + ", ".join(source for _, _, source, _ in faces) + " (the GPOS `kern` feature).",
        "",
        "extension GlyphKerningData {",
    ]
    for ident, name, _, pairs in faces:
        payload = base64.b64encode(b"".join(struct.pack("<BBh", a, b, v) for a, b, v in pairs)).decode("ascii")
        lines.append(f"    /// {name}: {len(pairs)} pairs")
        lines.append(f'    static let {ident} = "{payload}"')
    lines.append("}")
    return "\n".join(lines) + "\n"


def swift_for(faces: list[tuple[str, str, str, int, list[tuple[int, list[int]]]]]) -> str:
    lines = [
        "// Generated by Scripts/generate-glyph-advances.py; do not edit.",
        "//",
        "// Advance widths in font units, little-endian UInt16, base64; 0xFFFF = not in the font.",
        "// Sources: " + ", ".join(source for _, _, source, _, _ in faces) + ".",
        "",
        "extension GlyphAdvanceData {",
    ]
    for ident, name, _, upm, runs in faces:
        lines.append(f"    /// {name}")
        lines.append(f"    static let {ident} = EncodedFace(unitsPerEm: {upm}, runs: [")
        for start, advances in runs:
            payload = base64.b64encode(struct.pack(f"<{len(advances)}H", *advances)).decode("ascii")
            lines.append(f'        EncodedRun(first: 0x{start:04X}, count: {len(advances)}, base64: "{payload}"),')
        lines.append("    ])")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    repo_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--output",
        default=os.path.join(repo_root, "Sources/LayoutLab/Text/GlyphAdvances.generated.swift"),
    )
    parser.add_argument(
        "--kerning-output",
        default=os.path.join(repo_root, "Sources/LayoutLab/Text/GlyphKerning.generated.swift"),
    )
    args = parser.parse_args()

    faces = []
    kerned = []
    for ident, name, family, weight_name, wght in FACES:
        font, source = load_face(family, weight_name, wght)
        upm = font["head"].unitsPerEm
        faces.append((ident, name, source, upm, runs_for(font)))
        if family == "inter":
            kerned.append((ident, name, source, ascii_kerning(font)))

    text = swift_for(faces)
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    covered = sum(len(a) for _, _, _, _, runs in faces for _, a in runs)
    print(f"wrote {args.output}: {len(faces)} faces, {covered} table entries, {len(text)} bytes")
    kerning = kerning_swift_for(kerned)
    with open(args.kerning_output, "w", encoding="utf-8") as handle:
        handle.write(kerning)
    pairs = sum(len(p) for _, _, _, p in kerned)
    print(f"wrote {args.kerning_output}: {len(kerned)} faces, {pairs} pairs, {len(kerning)} bytes")


if __name__ == "__main__":
    main()
