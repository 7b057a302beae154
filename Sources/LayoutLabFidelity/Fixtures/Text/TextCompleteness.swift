import LayoutLab

private enum TextCompletenessStrings {
    static let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
    static let twoParagraphs = "First line.\nSecond paragraph wraps here as well."
    static let newlineShort = "Left\nRight side"
    static let longWord = "Supercalifragilistic"
    static let richHead = "Layout must "
    static let richTail = "wrap this sentence onto several lines inside a narrow frame."
}

extension FidelitySuite {
    /// Text in depth on macOS 26: concatenated runs, line limits, truncation, multiline alignment,
    /// wrapped paragraphs, baselines of wrapped text, line spacing, and text shrunk or tightened to fit.
    static let textCompleteness: [MeasuredFixture] = [
        MeasuredFixture(
            "text/concatenation", area: .text, size: CGSize(width: 400, height: 300),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "baselineBox": CGRect(x: 199, y: 186, width: 10, height: 10),
                "boldPlain": CGRect(x: 125, y: 31, width: 76.5, height: 16),
                "colors": CGRect(x: 125, y: 85, width: 54, height: 16),
                "column": CGRect(x: 125, y: 31, width: 150, height: 238),
                "envBold": CGRect(x: 125, y: 134, width: 85.5, height: 33),
                "mixedBaseline": CGRect(x: 125, y: 167, width: 74, height: 38),
                "mixedSize": CGRect(x: 125, y: 47, width: 74, height: 38),
                "titleItalic": CGRect(x: 125, y: 101, width: 90, height: 33),
                "wrappedRich": CGRect(x: 125, y: 205, width: 150, height: 64),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                (Text("Hello, ").bold() + Text("World")).probe("boldPlain")
                (Text("Big ").font(.largeTitle) + Text("small")).probe("mixedSize")
                (Text("Red ").foregroundColor(.red) + Text("Blue").foregroundColor(.blue)).probe("colors")
                (Text("Title ") + Text("italic").italic()).font(.title).probe("titleItalic")
                VStack(alignment: .leading, spacing: 0) {
                    (Text("Env ") + Text("bold").bold()).probe("envBold")
                }
                .font(.title)
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    (Text("Big ").font(.largeTitle) + Text("small")).probe("mixedBaseline")
                    Color.red.frame(width: 10, height: 10).probe("baselineBox")
                }
                (Text(TextCompletenessStrings.richHead).bold() + Text(TextCompletenessStrings.richTail))
                    .frame(width: 150, alignment: .topLeading)
                    .probe("wrappedRich")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/line-limit", area: .text, size: CGSize(width: 400, height: 420),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "atLeast3": CGRect(x: 125, y: 346, width: 31, height: 48),
                "column": CGRect(x: 125, y: 26, width: 150, height: 368),
                "limit1": CGRect(x: 125, y: 26, width: 144, height: 16),
                "limit2": CGRect(x: 125, y: 42, width: 144, height: 32),
                "limit3": CGRect(x: 125, y: 74, width: 147, height: 48),
                "limit10": CGRect(x: 125, y: 122, width: 137, height: 64),
                "range1to3": CGRect(x: 125, y: 218, width: 147, height: 48),
                "range2to4": CGRect(x: 125, y: 314, width: 31, height: 32),
                "reserved2": CGRect(x: 125, y: 282, width: 31, height: 32),
                "short": CGRect(x: 125, y: 266, width: 31, height: 16),
                "upTo2": CGRect(x: 125, y: 186, width: 144, height: 32),
            ]
        ) {
            let p = TextCompletenessStrings.paragraph
            VStack(alignment: .leading, spacing: 0) {
                Text(p).lineLimit(1).probe("limit1").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(2).probe("limit2").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(3).probe("limit3").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(10).probe("limit10").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(...2).probe("upTo2").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(1...3).probe("range1to3").frame(width: 150, alignment: .topLeading)
                Text("Hello").lineLimit(1).probe("short")
                Text("Hello").lineLimit(2, reservesSpace: true).probe("reserved2")
                Text("Hello").lineLimit(2...4).probe("range2to4")
                Text("Hello").lineLimit(3...).probe("atLeast3")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/truncation", area: .text, size: CGSize(width: 400, height: 200),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "column": CGRect(x: 70, y: 44, width: 260, height: 112),
                "fits": CGRect(x: 70, y: 140, width: 31, height: 16),
                "head": CGRect(x: 70, y: 44, width: 145, height: 16),
                "middle": CGRect(x: 70, y: 60, width: 150, height: 16),
                "middle2": CGRect(x: 70, y: 108, width: 147, height: 32),
                "tail": CGRect(x: 70, y: 76, width: 144, height: 16),
                "wide": CGRect(x: 70, y: 92, width: 258, height: 16),
            ]
        ) {
            let p = TextCompletenessStrings.paragraph
            VStack(alignment: .leading, spacing: 0) {
                Text(p).lineLimit(1).truncationMode(.head).probe("head").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(1).truncationMode(.middle).probe("middle").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(1).truncationMode(.tail).probe("tail").frame(width: 150, alignment: .topLeading)
                Text(p).lineLimit(1).probe("wide").frame(width: 260, alignment: .topLeading)
                Text(p).lineLimit(2).truncationMode(.middle).probe("middle2").frame(width: 150, alignment: .topLeading)
                Text("Hello").truncationMode(.head).probe("fits")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/alignment", area: .text, size: CGSize(width: 400, height: 300),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "center": CGRect(x: 101.75, y: 86, width: 196.5, height: 48),
                "column": CGRect(x: 100, y: 38, width: 200, height: 224),
                "leading": CGRect(x: 101.75, y: 38, width: 196.5, height: 48),
                "newline": CGRect(x: 169.75, y: 182, width: 60.5, height: 32),
                "newlineCenter": CGRect(x: 169.75, y: 214, width: 60.5, height: 32),
                "single": CGRect(x: 100, y: 246, width: 13, height: 16),
                "trailing": CGRect(x: 101.75, y: 134, width: 196.5, height: 48),
            ]
        ) {
            let p = TextCompletenessStrings.paragraph
            VStack(spacing: 0) {
                Text(p).multilineTextAlignment(.leading).probe("leading").frame(width: 200, alignment: .top)
                Text(p).multilineTextAlignment(.center).probe("center").frame(width: 200, alignment: .top)
                Text(p).multilineTextAlignment(.trailing).probe("trailing").frame(width: 200, alignment: .top)
                Text(TextCompletenessStrings.newlineShort).multilineTextAlignment(.trailing).probe("newline")
                Text(TextCompletenessStrings.newlineShort).multilineTextAlignment(.center).probe("newlineCenter")
                Text("Hi").multilineTextAlignment(.trailing).probe("single").frame(width: 200, alignment: .leading)
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/paragraphs", area: .text, size: CGSize(width: 400, height: 420),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "column": CGRect(x: 50, y: 8.5, width: 300, height: 403),
                "hanging": CGRect(x: 50, y: 8.5, width: 134, height: 64),
                "longWord": CGRect(x: 50, y: 200.5, width: 56.5, height: 32),
                "titleWrap": CGRect(x: 50, y: 312.5, width: 261.5, height: 99),
                "twoFree": CGRect(x: 50, y: 232.5, width: 230.5, height: 32),
                "twoWrapped": CGRect(x: 50, y: 264.5, width: 186, height: 48),
                "w100": CGRect(x: 50, y: 72.5, width: 95.5, height: 96),
                "w300": CGRect(x: 50, y: 168.5, width: 274, height: 32),
            ]
        ) {
            let p = TextCompletenessStrings.paragraph
            VStack(alignment: .leading, spacing: 0) {
                Text(p).probe("hanging").frame(width: 134, alignment: .topLeading)
                Text(p).probe("w100").frame(width: 100, alignment: .topLeading)
                Text(p).probe("w300").frame(width: 300, alignment: .topLeading)
                Text(TextCompletenessStrings.longWord).probe("longWord").frame(width: 60, alignment: .topLeading)
                Text(TextCompletenessStrings.twoParagraphs).probe("twoFree")
                Text(TextCompletenessStrings.twoParagraphs).probe("twoWrapped").frame(width: 220, alignment: .topLeading)
                Text(p).font(.title).probe("titleWrap").frame(width: 300, alignment: .topLeading)
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/baseline-wrapped", area: .text, size: CGSize(width: 400, height: 200),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "column": CGRect(x: 113.25, y: 25, width: 173.5, height: 150),
                "first": CGRect(x: 113.25, y: 95, width: 173.5, height: 80),
                "firstBox": CGRect(x: 276.75, y: 114, width: 10, height: 10),
                "firstEnd": CGRect(x: 233.25, y: 95, width: 43.5, height: 38),
                "firstWrapped": CGRect(x: 113.25, y: 111, width: 118, height: 64),
                "last": CGRect(x: 113.25, y: 25, width: 173.5, height: 70),
                "lastBox": CGRect(x: 276.75, y: 76, width: 10, height: 10),
                "lastEnd": CGRect(x: 233.25, y: 57, width: 43.5, height: 38),
                "lastWrapped": CGRect(x: 113.25, y: 25, width: 118, height: 64),
            ]
        ) {
            let p = TextCompletenessStrings.paragraph
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .lastTextBaseline, spacing: 0) {
                    Text(p).probe("lastWrapped").frame(width: 120, alignment: .topLeading)
                    Text("End").font(.largeTitle).probe("lastEnd")
                    Color.red.frame(width: 10, height: 10).probe("lastBox")
                }
                .probe("last")
                HStack(alignment: .firstTextBaseline, spacing: 0) {
                    Text(p).probe("firstWrapped").frame(width: 120, alignment: .topLeading)
                    Text("End").font(.largeTitle).probe("firstEnd")
                    Color.red.frame(width: 10, height: 10).probe("firstBox")
                }
                .probe("first")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/line-spacing", area: .text, size: CGSize(width: 400, height: 320),
            commit: "06d0953f9ef478120184aa4f135887bb58fbd11d", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "bodyS4": CGRect(x: 125, y: 194.25, width: 137, height: 85.5),
                "column": CGRect(x: 125, y: 24.25, width: 150, height: 271.5),
                "s10": CGRect(x: 125, y: 100.25, width: 137, height: 94),
                "s4": CGRect(x: 125, y: 24.25, width: 137, height: 76),
                "single": CGRect(x: 125, y: 279.75, width: 31, height: 16),
            ]
        ) {
            // Extra space between wrapped lines (4 and 10 points, and 4 in `.body`), none below
            // a single line.
            VStack(alignment: .leading, spacing: 0) {
                Text(TextCompletenessStrings.paragraph).lineSpacing(4).probe("s4").frame(width: 150, alignment: .topLeading)
                Text(TextCompletenessStrings.paragraph).lineSpacing(10).probe("s10").frame(width: 150, alignment: .topLeading)
                Text(TextCompletenessStrings.paragraph).font(.body).lineSpacing(4).probe("bodyS4").frame(width: 150, alignment: .topLeading)
                Text("Hello").lineSpacing(10).probe("single")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/fit", area: .text, size: CGSize(width: 400, height: 520),
            commit: "71906992766c30501bcc6adcd59a19942ed7170f", code: "Fixtures/Sources/Text/TextCompletenessFixtures.swift",
            measured: [
                "both100": CGRect(x: 125, y: 356, width: 100, height: 13),
                "column": CGRect(x: 125, y: 119, width: 150, height: 282),
                "fit100": CGRect(x: 125, y: 134, width: 100, height: 13),
                "fit120": CGRect(x: 125, y: 119, width: 118.5, height: 15),
                "fit40": CGRect(x: 125, y: 164, width: 38, height: 8),
                "fit60": CGRect(x: 125, y: 156, width: 60, height: 8),
                "fit80": CGRect(x: 125, y: 147, width: 78, height: 9),
                "fit8_100": CGRect(x: 125, y: 172, width: 99, height: 13),
                "fit8_60": CGRect(x: 125, y: 198, width: 58, height: 13),
                "fit8_80": CGRect(x: 125, y: 185, width: 77.5, height: 13),
                "tight100": CGRect(x: 125, y: 340, width: 91, height: 16),
                "tight108": CGRect(x: 125, y: 324, width: 101, height: 16),
                "tight112": CGRect(x: 125, y: 308, width: 108.5, height: 16),
                "tight116": CGRect(x: 125, y: 292, width: 116, height: 16),
                "tightPara": CGRect(x: 125, y: 369, width: 149.5, height: 32),
                "title100": CGRect(x: 125, y: 275, width: 96, height: 17),
                "twoLines60": CGRect(x: 125, y: 243, width: 60, height: 32),
                "wrap80": CGRect(x: 125, y: 211, width: 63, height: 32),
            ]
        ) {
            // "The quick brown fox" shrunk to fit narrowing frames (to half and to 0.8), wrapped,
            // in two lines, as a title, and tightened alone and with shrinking.
            let sample = "The quick brown fox"
            VStack(alignment: .leading, spacing: 0) {
                ForEach([120, 100, 80, 60, 40], id: \.self) { width in
                    Text(sample).lineLimit(1).minimumScaleFactor(0.5).probe("fit\(width)").frame(width: CGFloat(width), alignment: .topLeading)
                }
                ForEach([100, 80, 60], id: \.self) { width in
                    Text(sample).lineLimit(1).minimumScaleFactor(0.8).probe("fit8_\(width)").frame(width: CGFloat(width), alignment: .topLeading)
                }
                Text(sample).minimumScaleFactor(0.5).probe("wrap80").frame(width: 80, alignment: .topLeading)
                Text(sample).lineLimit(2).minimumScaleFactor(0.5).probe("twoLines60").frame(width: 60, alignment: .topLeading)
                Text(sample).font(.title).lineLimit(1).minimumScaleFactor(0.5).probe("title100").frame(width: 100, alignment: .topLeading)
                ForEach([116, 112, 108, 100], id: \.self) { width in
                    Text(sample).lineLimit(1).allowsTightening(true).probe("tight\(width)").frame(width: CGFloat(width), alignment: .topLeading)
                }
                Text(sample).lineLimit(1).allowsTightening(true).minimumScaleFactor(0.5).probe("both100").frame(width: 100, alignment: .topLeading)
                Text(TextCompletenessStrings.paragraph).lineLimit(2).allowsTightening(true).probe("tightPara").frame(width: 150, alignment: .topLeading)
            }
            .probe("column")
        },
    ]
}
