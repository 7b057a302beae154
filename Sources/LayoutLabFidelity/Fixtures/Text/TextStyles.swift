import LayoutLab

extension FidelitySuite {
    /// Text decorations on macOS 26: strikethrough, baseline offsets, kerning, tracking and text case.
    static let textStyles: [MeasuredFixture] = [
        MeasuredFixture(
            "textstyle/strikethrough", area: .text, size: CGSize(width: 260, height: 240),
            commit: "1cfea803111db27b26f5871ec614c91ed43ef85a", code: "Fixtures/Sources/TextStyle/TextStyleFixtures.swift",
            measured: [
                "body": CGRect(x: 65, y: 9, width: 39.5, height: 16),
                "bold": CGRect(x: 65, y: 137, width: 69.5, height: 16),
                "caption": CGRect(x: 65, y: 110, width: 67.5, height: 15),
                "colored": CGRect(x: 65, y: 82, width: 60.5, height: 16),
                "large": CGRect(x: 65, y: 193, width: 130, height: 38),
                "partial": CGRect(x: 65, y: 165, width: 61, height: 16),
                "stack": CGRect(x: 65, y: 9, width: 130, height: 222),
                "title": CGRect(x: 65, y: 37, width: 97.5, height: 33),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Struck").strikethrough().probe("body")
                Text("Title strike").font(.title).strikethrough().probe("title")
                Text("Red strike").strikethrough(true, color: .red).probe("colored")
                Text("Caption strike").font(.caption).strikethrough().probe("caption")
                Text("Bold strike").bold().strikethrough().probe("bold")
                (Text("Mixed ") + Text("line").strikethrough()).probe("partial")
                Text("Large strike").font(.largeTitle).strikethrough().probe("large")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "textstyle/baseline", area: .text, size: CGSize(width: 260, height: 160),
            commit: "1cfea803111db27b26f5871ec614c91ed43ef85a", code: "Fixtures/Sources/TextStyle/TextStyleFixtures.swift",
            measured: [
                "base": CGRect(x: 77, y: 34, width: 30, height: 16),
                "centerBase": CGRect(x: 77, y: 73, width: 30, height: 16),
                "centerRow": CGRect(x: 77, y: 70, width: 59.5, height: 22),
                "centerUp": CGRect(x: 119, y: 70, width: 17.5, height: 22),
                "down": CGRect(x: 148.5, y: 34, width: 34.5, height: 20),
                "raised": CGRect(x: 77, y: 108, width: 41, height: 24),
                "row": CGRect(x: 77, y: 28, width: 106, height: 26),
                "stack": CGRect(x: 77, y: 28, width: 106, height: 104),
                "up": CGRect(x: 119, y: 28, width: 17.5, height: 22),
            ]
        ) {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text("Base").probe("base")
                    Text("Up").baselineOffset(6).probe("up")
                    Text("Down").baselineOffset(-4).probe("down")
                }
                .probe("row")
                HStack(spacing: 12) {
                    Text("Base").probe("centerBase")
                    Text("Up").baselineOffset(6).probe("centerUp")
                }
                .probe("centerRow")
                Text("Raised").baselineOffset(8).probe("raised")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "textstyle/kerning", area: .text, size: CGSize(width: 360, height: 320),
            commit: "45e74b810679a048872e77940fff8315639235b1", code: "Fixtures/Sources/TextStyle/TextStyleFixtures.swift",
            measured: [
                "hstackKern2": CGRect(x: 141.5, y: 221, width: 41.5, height: 16),
                "hstackPlain": CGRect(x: 100, y: 221, width: 31.5, height: 16),
                "hstackTrack2": CGRect(x: 193, y: 221, width: 41.5, height: 16),
                "kern2": CGRect(x: 100, y: 43, width: 41, height: 16),
                "kern5": CGRect(x: 100, y: 91, width: 56, height: 16),
                "kernNeg": CGRect(x: 100, y: 115, width: 26, height: 16),
                "plain": CGRect(x: 100, y: 19, width: 31, height: 16),
                "row": CGRect(x: 100, y: 221, width: 134.5, height: 16),
                "stack": CGRect(x: 100, y: 19, width: 160, height: 282),
                "titleKern2": CGRect(x: 100, y: 139, width: 131, height: 33),
                "titleTrack2": CGRect(x: 100, y: 180, width: 140.5, height: 33),
                "track2": CGRect(x: 100, y: 67, width: 41, height: 16),
                "viewKerning": CGRect(x: 100, y: 245, width: 41, height: 16),
                "wrapped": CGRect(x: 100, y: 269, width: 160, height: 32),
            ]
        ) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Hello").probe("plain")
                Text("Hello").kerning(2).probe("kern2")
                Text("Hello").tracking(2).probe("track2")
                Text("Hello").kerning(5).probe("kern5")
                Text("Hello").kerning(-1).probe("kernNeg")
                Text("Kerned text").font(.title).kerning(2).probe("titleKern2")
                Text("Tracked text").font(.title).tracking(2).probe("titleTrack2")
                HStack(spacing: 10) {
                    Text("Tight").probe("hstackPlain")
                    Text("Tight").kerning(2).probe("hstackKern2")
                    Text("Tight").tracking(2).probe("hstackTrack2")
                }
                .probe("row")
                Text("Hello").kerning(2).probe("viewKerning").environment(\.font, nil)
                Text("Wrapped kerned words fill the line").kerning(2)
                    .frame(width: 160, alignment: .leading)
                    .probe("wrapped")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "textstyle/case", area: .text, size: CGSize(width: 260, height: 140),
            commit: "1cfea803111db27b26f5871ec614c91ed43ef85a", code: "Fixtures/Sources/TextStyle/TextStyleFixtures.swift",
            measured: [
                "group": CGRect(x: 91, y: 104, width: 78, height: 16),
                "inherited": CGRect(x: 91, y: 104, width: 78, height: 16),
                "lower": CGRect(x: 91, y: 48, width: 68.5, height: 16),
                "none": CGRect(x: 91, y: 76, width: 70.5, height: 16),
                "stack": CGRect(x: 91, y: 20, width: 78, height: 100),
                "upper": CGRect(x: 91, y: 20, width: 78, height: 16),
            ]
        ) {
            // Upper and lower case on a text, none, and upper case inherited from a stack.
            VStack(alignment: .leading, spacing: 12) {
                Text("mixed Case").textCase(.uppercase).probe("upper")
                Text("mixed Case").textCase(.lowercase).probe("lower")
                Text("mixed Case").textCase(nil).probe("none")
                VStack(alignment: .leading) {
                    Text("mixed Case").probe("inherited")
                }
                .textCase(.uppercase)
                .probe("group")
            }
            .probe("stack")
        },
    ]
}
