import LayoutLab

/// The colours the filter grids are sampled on, one per row.
private let filterSamples: [Color] = [
    Color(red: 0.8, green: 0.4, blue: 0.2),
    Color(red: 0.2, green: 0.6, blue: 0.9),
    Color(red: 0.5, green: 0.5, blue: 0.5),
    Color(red: 1, green: 0, blue: 0),
    Color(red: 0.8, green: 0.4, blue: 0.2).opacity(0.5),
]

/// A grid of 30-point swatches, 10 apart: one row per sample colour, one column per filter;
/// each swatch is probed `<column>-<row>`.
private struct FilterGrid<Cell: View>: View {
    let columns: [String]
    let cell: (Color, Int) -> Cell

    var body: some View {
        VStack(spacing: 10) {
            ForEach(0..<filterSamples.count, id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(0..<columns.count, id: \.self) { column in
                        cell(filterSamples[row], column)
                            .frame(width: 30, height: 30)
                            .probe("\(columns[column])-\(row)")
                    }
                }
            }
        }
        .probe("grid")
    }
}

/// Brightness and contrast, by column.
@ViewBuilder
private func brightnessCell(_ color: Color, _ column: Int) -> some View {
    switch column {
    case 0: color
    case 1: color.brightness(0.2)
    case 2: color.brightness(0.5)
    case 3: color.brightness(-0.3)
    case 4: color.contrast(0.5)
    case 5: color.contrast(1.5)
    default: color.contrast(2)
    }
}

/// Saturation, grayscale and hue rotation, by column.
@ViewBuilder
private func saturationCell(_ color: Color, _ column: Int) -> some View {
    switch column {
    case 0: color
    case 1: color.saturation(0.5)
    case 2: color.saturation(2)
    case 3: color.saturation(0.25)
    case 4: color.grayscale(0.5)
    case 5: color.grayscale(1)
    case 6: color.hueRotation(.degrees(90))
    default: color.hueRotation(.degrees(200))
    }
}

/// The blend modes of the blend grid, in reading order, with their probe names.
private let blendModeCells: [(String, BlendMode)] = [
    ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay),
    ("darken", .darken), ("lighten", .lighten), ("colorDodge", .colorDodge), ("colorBurn", .colorBurn),
    ("softLight", .softLight), ("hardLight", .hardLight), ("difference", .difference), ("exclusion", .exclusion),
    ("hue", .hue), ("saturation", .saturation), ("color", .color), ("luminosity", .luminosity),
    ("sourceAtop", .sourceAtop), ("destinationOver", .destinationOver), ("destinationOut", .destinationOut),
    ("plusDarker", .plusDarker), ("plusLighter", .plusLighter),
]

/// Two 50-point circles overlapping by 26 points in an 80 × 60 frame: the subject of the
/// compositing fixture, where a group changes how the pair is painted.
private func overlappingCircles() -> some View {
    ZStack {
        Circle().fill(Color.red).frame(width: 50, height: 50).offset(x: -12)
        Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: 12)
    }
    .frame(width: 80, height: 60)
}

extension FidelitySuite {
    /// Shadows, z-index, hidden views, colour filters, blur, blend modes, compositing groups and a mask, which leave the layout alone (macOS 26).
    static let layoutEffects: [MeasuredFixture] = [
        MeasuredFixture(
            "effects/shadow", area: .modifiers, size: CGSize(width: 360, height: 260),
            commit: "bb1fbdc5128acf38ba68e16a84db215d6e006621", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "default": CGRect(x: 30, y: 45, width: 60, height: 60),
                "faded": CGRect(x: 293.75, y: 155, width: 60, height: 60),
                "hard": CGRect(x: 270, y: 45, width: 60, height: 60),
                "offset": CGRect(x: 150, y: 45, width: 60, height: 60),
                "rounded": CGRect(x: 143.75, y: 160, width: 90, height: 50),
                "row1": CGRect(x: 30, y: 45, width: 300, height: 60),
                "row2": CGRect(x: 6.25, y: 155, width: 347.5, height: 60),
                "stack": CGRect(x: 6.25, y: 45, width: 347.5, height: 170),
                "text": CGRect(x: 6.25, y: 168.5, width: 77.5, height: 33),
            ]
        ) {
            VStack(spacing: 50) {
                HStack(spacing: 60) {
                    Color.red.frame(width: 60, height: 60).shadow(radius: 8).probe("default")
                    Color.blue.frame(width: 60, height: 60).shadow(color: .black, radius: 4, x: 6).probe("offset")
                    Circle().fill(Color.green).frame(width: 60, height: 60).shadow(color: .blue.opacity(0.5), radius: 0, x: 4).probe("hard")
                }
                .probe("row1")
                HStack(spacing: 60) {
                    Text("Shadow").font(.title).shadow(radius: 2).probe("text")
                    RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 90, height: 50).shadow(color: .purple, radius: 12).probe("rounded")
                    Color.gray.frame(width: 60, height: 60).opacity(0.5).shadow(radius: 6).probe("faded")
                }
                .probe("row2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "effects/shadow-profile", area: .modifiers, size: CGSize(width: 360, height: 160),
            commit: "bb1fbdc5128acf38ba68e16a84db215d6e006621", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "blur4": CGRect(x: 150, y: 50, width: 60, height: 60),
                "blur10": CGRect(x: 30, y: 50, width: 60, height: 60),
                "row": CGRect(x: 30, y: 50, width: 300, height: 60),
                "sharp": CGRect(x: 270, y: 50, width: 60, height: 60),
            ]
        ) {
            HStack(spacing: 60) {
                Color.black.frame(width: 60, height: 60).shadow(color: .black, radius: 10).probe("blur10")
                Color.black.frame(width: 60, height: 60).shadow(color: .black, radius: 4, x: 10).probe("blur4")
                Color.black.frame(width: 60, height: 60).shadow(color: .red, radius: 0, x: 5).probe("sharp")
            }
            .probe("row")
        },
        MeasuredFixture(
            "effects/shadow-offset", area: .modifiers, size: CGSize(width: 360, height: 160),
            commit: "bb1fbdc5128acf38ba68e16a84db215d6e006621", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "offset": CGRect(x: 21.25, y: 50, width: 60, height: 60),
                "row": CGRect(x: 21.25, y: 50, width: 317.5, height: 60),
                "sharp": CGRect(x: 141.25, y: 50, width: 60, height: 60),
                "text": CGRect(x: 261.25, y: 63.5, width: 77.5, height: 33),
            ]
        ) {
            HStack(spacing: 60) {
                Color.blue.frame(width: 60, height: 60).shadow(color: .black, radius: 4, x: 6, y: 6).probe("offset")
                Color.black.frame(width: 60, height: 60).shadow(color: .red, radius: 0, x: 5, y: 5).probe("sharp")
                Text("Shadow").font(.title).shadow(radius: 2, y: 2).probe("text")
            }
            .probe("row")
        },
        MeasuredFixture(
            "effects/zindex", area: .modifiers, size: CGSize(width: 320, height: 240),
            commit: "bb1fbdc5128acf38ba68e16a84db215d6e006621", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "blue": CGRect(x: 120, y: 40, width: 80, height: 80),
                "first": CGRect(x: 85, y: 170, width: 70, height: 50),
                "green": CGRect(x: 120, y: 40, width: 80, height: 80),
                "hstack": CGRect(x: 85, y: 170, width: 150, height: 50),
                "last": CGRect(x: 165, y: 170, width: 70, height: 50),
                "middle": CGRect(x: 125, y: 170, width: 70, height: 50),
                "red": CGRect(x: 120, y: 40, width: 80, height: 80),
                "stack": CGRect(x: 85, y: 20, width: 150, height: 200),
                "yellow": CGRect(x: 100, y: 20, width: 120, height: 120),
                "zstack": CGRect(x: 100, y: 20, width: 120, height: 120),
            ]
        ) {
            VStack(spacing: 30) {
                ZStack {
                    Color.red.frame(width: 80, height: 80).offset(x: -25, y: -15).zIndex(2).probe("red")
                    Color.blue.frame(width: 80, height: 80).probe("blue")
                    Color.green.frame(width: 80, height: 80).offset(x: 25, y: 15).zIndex(1).probe("green")
                    Color.yellow.frame(width: 120, height: 120).zIndex(-1).probe("yellow")
                }
                .probe("zstack")
                HStack(spacing: -30) {
                    Color.orange.frame(width: 70, height: 50).probe("first")
                    Color.purple.frame(width: 70, height: 50).zIndex(1).probe("middle")
                    Color.mint.frame(width: 70, height: 50).probe("last")
                }
                .probe("hstack")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "effects/hidden", area: .modifiers, size: CGSize(width: 240, height: 200),
            commit: "bb1fbdc5128acf38ba68e16a84db215d6e006621", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "above": CGRect(x: 100.75, y: 27, width: 38.5, height: 16),
                "below": CGRect(x: 101.75, y: 93, width: 36.5, height: 16),
                "ghostButton": CGRect(x: 65.75, y: 119, width: 60.5, height: 24),
                "hidden": CGRect(x: 80, y: 53, width: 80, height: 30),
                "row": CGRect(x: 65.75, y: 119, width: 108.5, height: 24),
                "stack": CGRect(x: 65.75, y: 27, width: 108.5, height: 146),
                "transparent": CGRect(x: 90, y: 153, width: 60, height: 20),
                "visible": CGRect(x: 134.25, y: 121, width: 40, height: 20),
            ]
        ) {
            VStack(spacing: 10) {
                Text("Above").probe("above")
                Color.red.frame(width: 80, height: 30).hidden().probe("hidden")
                Text("Below").probe("below")
                HStack(spacing: 8) {
                    Button("Ghost") {}.hidden().probe("ghostButton")
                    Color.blue.frame(width: 40, height: 20).probe("visible")
                }
                .probe("row")
                Color.green.frame(width: 60, height: 20).opacity(0).probe("transparent")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "effects/brightness", area: .modifiers, size: CGSize(width: 300, height: 220),
            commit: "8fb45b5caa0d172ea819db1a45616dfab4f86cb0", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "plain-0": CGRect(x: 15, y: 15, width: 30, height: 30),
                "plain-1": CGRect(x: 15, y: 55, width: 30, height: 30),
                "plain-2": CGRect(x: 15, y: 95, width: 30, height: 30),
                "plain-3": CGRect(x: 15, y: 135, width: 30, height: 30),
                "plain-4": CGRect(x: 15, y: 175, width: 30, height: 30),
                "b02-0": CGRect(x: 55, y: 15, width: 30, height: 30),
                "b02-1": CGRect(x: 55, y: 55, width: 30, height: 30),
                "b02-2": CGRect(x: 55, y: 95, width: 30, height: 30),
                "b02-3": CGRect(x: 55, y: 135, width: 30, height: 30),
                "b02-4": CGRect(x: 55, y: 175, width: 30, height: 30),
                "b05-0": CGRect(x: 95, y: 15, width: 30, height: 30),
                "b05-1": CGRect(x: 95, y: 55, width: 30, height: 30),
                "b05-2": CGRect(x: 95, y: 95, width: 30, height: 30),
                "b05-3": CGRect(x: 95, y: 135, width: 30, height: 30),
                "b05-4": CGRect(x: 95, y: 175, width: 30, height: 30),
                "bneg-0": CGRect(x: 135, y: 15, width: 30, height: 30),
                "bneg-1": CGRect(x: 135, y: 55, width: 30, height: 30),
                "bneg-2": CGRect(x: 135, y: 95, width: 30, height: 30),
                "bneg-3": CGRect(x: 135, y: 135, width: 30, height: 30),
                "bneg-4": CGRect(x: 135, y: 175, width: 30, height: 30),
                "c05-0": CGRect(x: 175, y: 15, width: 30, height: 30),
                "c05-1": CGRect(x: 175, y: 55, width: 30, height: 30),
                "c05-2": CGRect(x: 175, y: 95, width: 30, height: 30),
                "c05-3": CGRect(x: 175, y: 135, width: 30, height: 30),
                "c05-4": CGRect(x: 175, y: 175, width: 30, height: 30),
                "c15-0": CGRect(x: 215, y: 15, width: 30, height: 30),
                "c15-1": CGRect(x: 215, y: 55, width: 30, height: 30),
                "c15-2": CGRect(x: 215, y: 95, width: 30, height: 30),
                "c15-3": CGRect(x: 215, y: 135, width: 30, height: 30),
                "c15-4": CGRect(x: 215, y: 175, width: 30, height: 30),
                "c2-0": CGRect(x: 255, y: 15, width: 30, height: 30),
                "c2-1": CGRect(x: 255, y: 55, width: 30, height: 30),
                "c2-2": CGRect(x: 255, y: 95, width: 30, height: 30),
                "c2-3": CGRect(x: 255, y: 135, width: 30, height: 30),
                "c2-4": CGRect(x: 255, y: 175, width: 30, height: 30),
                "grid": CGRect(x: 15, y: 15, width: 270, height: 190),
            ]
        ) {
            FilterGrid(columns: ["plain", "b02", "b05", "bneg", "c05", "c15", "c2"]) { color, column in
                brightnessCell(color, column)
            }
        },
        MeasuredFixture(
            "effects/saturation", area: .modifiers, size: CGSize(width: 340, height: 220),
            commit: "8fb45b5caa0d172ea819db1a45616dfab4f86cb0", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "plain-0": CGRect(x: 15, y: 15, width: 30, height: 30),
                "plain-1": CGRect(x: 15, y: 55, width: 30, height: 30),
                "plain-2": CGRect(x: 15, y: 95, width: 30, height: 30),
                "plain-3": CGRect(x: 15, y: 135, width: 30, height: 30),
                "plain-4": CGRect(x: 15, y: 175, width: 30, height: 30),
                "s05-0": CGRect(x: 55, y: 15, width: 30, height: 30),
                "s05-1": CGRect(x: 55, y: 55, width: 30, height: 30),
                "s05-2": CGRect(x: 55, y: 95, width: 30, height: 30),
                "s05-3": CGRect(x: 55, y: 135, width: 30, height: 30),
                "s05-4": CGRect(x: 55, y: 175, width: 30, height: 30),
                "s2-0": CGRect(x: 95, y: 15, width: 30, height: 30),
                "s2-1": CGRect(x: 95, y: 55, width: 30, height: 30),
                "s2-2": CGRect(x: 95, y: 95, width: 30, height: 30),
                "s2-3": CGRect(x: 95, y: 135, width: 30, height: 30),
                "s2-4": CGRect(x: 95, y: 175, width: 30, height: 30),
                "s025-0": CGRect(x: 135, y: 15, width: 30, height: 30),
                "s025-1": CGRect(x: 135, y: 55, width: 30, height: 30),
                "s025-2": CGRect(x: 135, y: 95, width: 30, height: 30),
                "s025-3": CGRect(x: 135, y: 135, width: 30, height: 30),
                "s025-4": CGRect(x: 135, y: 175, width: 30, height: 30),
                "g05-0": CGRect(x: 175, y: 15, width: 30, height: 30),
                "g05-1": CGRect(x: 175, y: 55, width: 30, height: 30),
                "g05-2": CGRect(x: 175, y: 95, width: 30, height: 30),
                "g05-3": CGRect(x: 175, y: 135, width: 30, height: 30),
                "g05-4": CGRect(x: 175, y: 175, width: 30, height: 30),
                "g1-0": CGRect(x: 215, y: 15, width: 30, height: 30),
                "g1-1": CGRect(x: 215, y: 55, width: 30, height: 30),
                "g1-2": CGRect(x: 215, y: 95, width: 30, height: 30),
                "g1-3": CGRect(x: 215, y: 135, width: 30, height: 30),
                "g1-4": CGRect(x: 215, y: 175, width: 30, height: 30),
                "h90-0": CGRect(x: 255, y: 15, width: 30, height: 30),
                "h90-1": CGRect(x: 255, y: 55, width: 30, height: 30),
                "h90-2": CGRect(x: 255, y: 95, width: 30, height: 30),
                "h90-3": CGRect(x: 255, y: 135, width: 30, height: 30),
                "h90-4": CGRect(x: 255, y: 175, width: 30, height: 30),
                "h200-0": CGRect(x: 295, y: 15, width: 30, height: 30),
                "h200-1": CGRect(x: 295, y: 55, width: 30, height: 30),
                "h200-2": CGRect(x: 295, y: 95, width: 30, height: 30),
                "h200-3": CGRect(x: 295, y: 135, width: 30, height: 30),
                "h200-4": CGRect(x: 295, y: 175, width: 30, height: 30),
                "grid": CGRect(x: 15, y: 15, width: 310, height: 190),
            ]
        ) {
            FilterGrid(columns: ["plain", "s05", "s2", "s025", "g05", "g1", "h90", "h200"]) { color, column in
                saturationCell(color, column)
            }
        },
        MeasuredFixture(
            "effects/blur", area: .modifiers, size: CGSize(width: 360, height: 200),
            commit: "8fb45b5caa0d172ea819db1a45616dfab4f86cb0", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "blur0": CGRect(x: 255, y: 40, width: 50, height: 50),
                "blur6": CGRect(x: 55, y: 40, width: 50, height: 50),
                "opaque3": CGRect(x: 155, y: 40, width: 50, height: 50),
                "pair": CGRect(x: 199.5, y: 120, width: 60, height: 40),
                "row1": CGRect(x: 55, y: 40, width: 250, height: 50),
                "row2": CGRect(x: 100.5, y: 120, width: 159, height: 40),
                "stack": CGRect(x: 55, y: 40, width: 250, height: 120),
                "text": CGRect(x: 100.5, y: 123.5, width: 69, height: 33),
            ]
        ) {
            VStack(spacing: 30) {
                HStack(spacing: 50) {
                    Color.black.frame(width: 50, height: 50).blur(radius: 6).probe("blur6")
                    Color(red: 0.8, green: 0.4, blue: 0.2).frame(width: 50, height: 50).blur(radius: 3, opaque: true).probe("opaque3")
                    Color.blue.frame(width: 50, height: 50).blur(radius: 0).probe("blur0")
                }
                .probe("row1")
                HStack(spacing: 30) {
                    Text("Blurred").font(.title).blur(radius: 2).probe("text")
                    HStack(spacing: 0) {
                        Color.red.frame(width: 30, height: 40)
                        Color.green.frame(width: 30, height: 40)
                    }
                    .blur(radius: 4)
                    .probe("pair")
                }
                .probe("row2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "effects/blend", area: .modifiers, size: CGSize(width: 380, height: 220),
            commit: "8fb45b5caa0d172ea819db1a45616dfab4f86cb0", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "normal": CGRect(x: 18, y: 38, width: 44, height: 44),
                "multiply": CGRect(x: 68, y: 38, width: 44, height: 44),
                "screen": CGRect(x: 118, y: 38, width: 44, height: 44),
                "overlay": CGRect(x: 168, y: 38, width: 44, height: 44),
                "darken": CGRect(x: 218, y: 38, width: 44, height: 44),
                "lighten": CGRect(x: 268, y: 38, width: 44, height: 44),
                "colorDodge": CGRect(x: 318, y: 38, width: 44, height: 44),
                "colorBurn": CGRect(x: 18, y: 88, width: 44, height: 44),
                "softLight": CGRect(x: 68, y: 88, width: 44, height: 44),
                "hardLight": CGRect(x: 118, y: 88, width: 44, height: 44),
                "difference": CGRect(x: 168, y: 88, width: 44, height: 44),
                "exclusion": CGRect(x: 218, y: 88, width: 44, height: 44),
                "hue": CGRect(x: 268, y: 88, width: 44, height: 44),
                "saturation": CGRect(x: 318, y: 88, width: 44, height: 44),
                "color": CGRect(x: 18, y: 138, width: 44, height: 44),
                "luminosity": CGRect(x: 68, y: 138, width: 44, height: 44),
                "sourceAtop": CGRect(x: 118, y: 138, width: 44, height: 44),
                "destinationOver": CGRect(x: 168, y: 138, width: 44, height: 44),
                "destinationOut": CGRect(x: 218, y: 138, width: 44, height: 44),
                "plusDarker": CGRect(x: 268, y: 138, width: 44, height: 44),
                "plusLighter": CGRect(x: 318, y: 138, width: 44, height: 44),
                "background": CGRect(x: 10, y: 0, width: 360, height: 220),
                "grid": CGRect(x: 18, y: 38, width: 344, height: 144),
                "zstack": CGRect(x: 0, y: 0, width: 380, height: 220),
            ]
        ) {
            ZStack {
                HStack(spacing: 0) {
                    Color(red: 0.2, green: 0.6, blue: 0.9).frame(width: 160)
                    Color(red: 0.9, green: 0.9, blue: 0.2).frame(width: 200)
                }
                .probe("background")
                VStack(spacing: 6) {
                    ForEach(0..<3, id: \.self) { row in
                        HStack(spacing: 6) {
                            ForEach(0..<7, id: \.self) { column in
                                let cell = blendModeCells[row * 7 + column]
                                Color(red: 0.8, green: 0.4, blue: 0.2).opacity(row * 7 + column == 20 ? 0.5 : 1)
                                    .frame(width: 44, height: 44)
                                    .blendMode(cell.1)
                                    .probe(cell.0)
                            }
                        }
                    }
                }
                .probe("grid")
            }
            .frame(width: 380, height: 220)
            .probe("zstack")
        },
        MeasuredFixture(
            "effects/compositing", area: .modifiers, size: CGSize(width: 420, height: 300),
            commit: "bd5110a89750705f2b5a26f98a9a9f94daa31300", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "blend": CGRect(x: 20, y: 120, width: 80, height: 60),
                "blendGroup": CGRect(x: 120, y: 120, width: 80, height: 60),
                "blur": CGRect(x: 220, y: 120, width: 80, height: 60),
                "blurGroup": CGRect(x: 320, y: 120, width: 80, height: 60),
                "invert": CGRect(x: 189, y: 200, width: 80, height: 60),
                "invertOpacity": CGRect(x: 289, y: 200, width: 80, height: 60),
                "labelShadow": CGRect(x: 51, y: 214, width: 49, height: 32),
                "labelShadowGroup": CGRect(x: 120, y: 214, width: 49, height: 32),
                "opacity": CGRect(x: 20, y: 40, width: 80, height: 60),
                "opacityGroup": CGRect(x: 120, y: 40, width: 80, height: 60),
                "row1": CGRect(x: 20, y: 40, width: 380, height: 60),
                "row2": CGRect(x: 20, y: 120, width: 380, height: 60),
                "row3": CGRect(x: 51, y: 200, width: 318, height: 60),
                "shadow": CGRect(x: 220, y: 40, width: 80, height: 60),
                "shadowGroup": CGRect(x: 320, y: 40, width: 80, height: 60),
                "stack": CGRect(x: 20, y: 40, width: 380, height: 220),
                "zstack": CGRect(x: 10, y: 10, width: 400, height: 280),
            ]
        ) {
            // Opacity, shadows, blend modes, blur and inversion on two overlapping circles, each
            // with and without a compositing group: the groups change pixels, never frames.
            ZStack {
                Color(red: 0.9, green: 0.9, blue: 0.6).frame(width: 400, height: 280)
                VStack(spacing: 20) {
                    HStack(spacing: 20) {
                        overlappingCircles().opacity(0.5).probe("opacity")
                        overlappingCircles().compositingGroup().opacity(0.5).probe("opacityGroup")
                        overlappingCircles().shadow(color: .black, radius: 3, x: 6).probe("shadow")
                        overlappingCircles().compositingGroup().shadow(color: .black, radius: 3, x: 6).probe("shadowGroup")
                    }
                    .probe("row1")
                    HStack(spacing: 20) {
                        overlappingCircles().blendMode(.multiply).probe("blend")
                        overlappingCircles().compositingGroup().blendMode(.multiply).probe("blendGroup")
                        overlappingCircles().blur(radius: 3).probe("blur")
                        overlappingCircles().drawingGroup().blur(radius: 3).probe("blurGroup")
                    }
                    .probe("row2")
                    HStack(spacing: 20) {
                        Text("Label").padding(8).background(Color.white).shadow(color: .black, radius: 2, x: 4).probe("labelShadow")
                        Text("Label").padding(8).background(Color.white).compositingGroup()
                            .shadow(color: .black, radius: 2, x: 4).probe("labelShadowGroup")
                        overlappingCircles().colorInvert().probe("invert")
                        overlappingCircles().opacity(0.5).colorInvert().probe("invertOpacity")
                    }
                    .probe("row3")
                }
                .probe("stack")
            }
            .probe("zstack")
        },
        MeasuredFixture(
            "effects/mask", area: .modifiers, size: CGSize(width: 400, height: 220),
            commit: "bd5110a89750705f2b5a26f98a9a9f94daa31300", code: "Fixtures/Sources/Effects/EffectsFixtures.swift",
            measured: [
                "aligned": CGRect(x: 290, y: 15, width: 80, height: 80),
                "circle": CGRect(x: 30, y: 15, width: 80, height: 80),
                "fade": CGRect(x: 143, y: 140, width: 120, height: 50),
                "gradientText": CGRect(x: 140, y: 15, width: 120, height: 80),
                "half": CGRect(x: 33, y: 125, width: 80, height: 80),
                "row1": CGRect(x: 30, y: 15, width: 340, height: 80),
                "row2": CGRect(x: 33, y: 125, width: 334, height: 80),
                "stack": CGRect(x: 30, y: 15, width: 340, height: 190),
                "text": CGRect(x: 293, y: 157, width: 74, height: 16),
            ]
        ) {
            // A mask is laid out like an overlay and changes no frame.
            VStack(spacing: 30) {
                HStack(spacing: 30) {
                    Color.red.frame(width: 80, height: 80).mask { Circle() }.probe("circle")
                    LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing)
                        .frame(width: 120, height: 80)
                        .mask { Text("Mask").font(.system(size: 40, weight: .bold)) }
                        .probe("gradientText")
                    Color.blue.frame(width: 80, height: 80)
                        .mask(alignment: .topLeading) { Rectangle().frame(width: 40, height: 40) }
                        .probe("aligned")
                }
                .probe("row1")
                HStack(spacing: 30) {
                    Color.green.frame(width: 80, height: 80).mask { Circle().opacity(0.5) }.probe("half")
                    Color.purple.frame(width: 120, height: 50)
                        .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
                        .probe("fade")
                    Text("Masked text").mask { Rectangle().frame(width: 50) }.probe("text")
                }
                .probe("row2")
            }
            .probe("stack")
        },
    ]
}
