import LayoutLab

extension FidelitySuite {
    /// Redacted placeholders on macOS 26: text of different glyphs and sizes, wrapped text and
    /// symbols under `.redacted(reason: .placeholder)`.
    static let textRedacted: [MeasuredFixture] = [
        MeasuredFixture(
            "redacted/widths", area: .modifiers, size: CGSize(width: 520, height: 420),
            commit: "806de2a05fcc5d1125763da808cd01a0a08aa52e", code: "Fixtures/Sources/Redacted/RedactedFixtures.swift",
            measured: [
                "bold": CGRect(x: 21.75, y: 290.5, width: 82, height: 16),
                "d11": CGRect(x: 215.75, y: 46.5, width: 27.5, height: 14),
                "d13": CGRect(x: 240.25, y: 66.5, width: 31.5, height: 16),
                "d17": CGRect(x: 286.75, y: 88.5, width: 39.5, height: 20),
                "d22": CGRect(x: 362.25, y: 114.5, width: 52.5, height: 26),
                "d26": CGRect(x: 433.25, y: 146.5, width: 65, height: 30),
                "i11": CGRect(x: 21.75, y: 46.5, width: 54.5, height: 14),
                "i13": CGRect(x: 21.75, y: 66.5, width: 63, height: 16),
                "i17": CGRect(x: 21.75, y: 88.5, width: 79, height: 20),
                "i22": CGRect(x: 21.75, y: 114.5, width: 105, height: 26),
                "i26": CGRect(x: 21.75, y: 146.5, width: 129.5, height: 30),
                "M11": CGRect(x: 88.25, y: 46.5, width: 54.5, height: 14),
                "M13": CGRect(x: 96.75, y: 66.5, width: 63, height: 16),
                "M17": CGRect(x: 112.75, y: 88.5, width: 79, height: 20),
                "M22": CGRect(x: 138.75, y: 114.5, width: 105, height: 26),
                "M26": CGRect(x: 163.25, y: 146.5, width: 129.5, height: 30),
                "one": CGRect(x: 21.75, y: 312.5, width: 6.5, height: 16),
                "row11": CGRect(x: 21.75, y: 46.5, width: 221.5, height: 14),
                "row13": CGRect(x: 21.75, y: 66.5, width: 250, height: 16),
                "row17": CGRect(x: 21.75, y: 88.5, width: 304.5, height: 20),
                "row22": CGRect(x: 21.75, y: 114.5, width: 393, height: 26),
                "row26": CGRect(x: 21.75, y: 146.5, width: 476.5, height: 30),
                "sp11": CGRect(x: 154.75, y: 46.5, width: 49, height: 14),
                "sp13": CGRect(x: 171.75, y: 66.5, width: 56.5, height: 16),
                "sp17": CGRect(x: 203.75, y: 88.5, width: 71, height: 20),
                "sp22": CGRect(x: 255.75, y: 114.5, width: 94.5, height: 26),
                "sp26": CGRect(x: 304.75, y: 146.5, width: 116.5, height: 30),
                "stack": CGRect(x: 21.75, y: 46.5, width: 476.5, height: 327),
                "sym11": CGRect(x: 21.75, y: 347.5, width: 13, height: 13),
                "sym13": CGRect(x: 46.75, y: 346.5, width: 15, height: 15),
                "sym17": CGRect(x: 73.75, y: 344.5, width: 20, height: 19),
                "sym22": CGRect(x: 105.75, y: 341.5, width: 26, height: 25),
                "sym26": CGRect(x: 143.75, y: 339, width: 31, height: 30),
                "sym34": CGRect(x: 186.75, y: 334.5, width: 40, height: 39),
                "symbols": CGRect(x: 21.75, y: 334.5, width: 313, height: 39),
                "symChevron": CGRect(x: 308.75, y: 341.5, width: 26, height: 25),
                "symGear": CGRect(x: 281.75, y: 346.5, width: 15, height: 15),
                "symLargeTitle": CGRect(x: 238.75, y: 339, width: 31, height: 30),
                "wrapNoSpace": CGRect(x: 21.75, y: 182.5, width: 100, height: 48),
                "wrapSpaces": CGRect(x: 21.75, y: 236.5, width: 100, height: 48),
            ]
        ) {
            VStack(alignment: .leading, spacing: 6) {
                ForEach([11, 13, 17, 22, 26], id: \.self) { size in
                    HStack(spacing: 12) {
                        Text("iiiiiiiiii").font(.system(size: CGFloat(size))).probe("i\(size)")
                        Text("MMMMMMMMMM").font(.system(size: CGFloat(size))).probe("M\(size)")
                        Text("a b c d e").font(.system(size: CGFloat(size))).probe("sp\(size)")
                        Text("12345").font(.system(size: CGFloat(size))).probe("d\(size)")
                    }
                    .probe("row\(size)")
                }
                Text("abcdefghijklmnopqrstuvwxyzabcdefghijklmn")
                    .frame(width: 100, alignment: .leading)
                    .probe("wrapNoSpace")
                Text("alpha beta gamma delta epsilon zeta eta")
                    .frame(width: 100, alignment: .leading)
                    .probe("wrapSpaces")
                Text("Redacted text").bold().probe("bold")
                Text("x").probe("one")
                HStack(spacing: 12) {
                    ForEach([11, 13, 17, 22, 26, 34], id: \.self) { size in
                        Image(systemName: "star").font(.system(size: CGFloat(size))).probe("sym\(size)")
                    }
                    Image(systemName: "star").font(.largeTitle).probe("symLargeTitle")
                    Image(systemName: "gear").probe("symGear")
                    Image(systemName: "chevron.right").font(.title).probe("symChevron")
                }
                .probe("symbols")
            }
            .redacted(reason: .placeholder)
            .probe("stack")
        },
    ]
}
