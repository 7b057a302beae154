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

Writes
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
    args = parser.parse_args()

    faces = []
    for ident, name, family, weight_name, wght in FACES:
        font, source = load_face(family, weight_name, wght)
        upm = font["head"].unitsPerEm
        faces.append((ident, name, source, upm, runs_for(font)))

    text = swift_for(faces)
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write(text)
    covered = sum(len(a) for _, _, _, _, runs in faces for _, a in runs)
    print(f"wrote {args.output}: {len(faces)} faces, {covered} table entries, {len(text)} bytes")


if __name__ == "__main__":
    main()
