import LayoutLab

private enum TextBasicsStrings {
    static let sample = "The quick brown fox"
    static let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
}

extension FidelitySuite {
    /// Plain text on macOS 26: the text styles, system fonts, wrapping, stack spacing next to text,
    /// baselines and weight modifiers.
    static let textBasics: [MeasuredFixture] = [
        MeasuredFixture(
            "text/hello", area: .text, size: CGSize(width: 200, height: 100),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "hello": CGRect(x: 84.5, y: 42, width: 31, height: 16),
            ]
        ) {
            Text("Hello").probe("hello")
        },
        MeasuredFixture(
            "text/styles", area: .text, size: CGSize(width: 400, height: 400),
            commit: "534b8863a43ff2523b45577a0cd645e46f323fd3", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "body": CGRect(x: 88, y: 236, width: 122.5, height: 18.5),
                "callout": CGRect(x: 88, y: 254.5, width: 114.5, height: 17.5),
                "caption": CGRect(x: 88, y: 287, width: 97.5, height: 15),
                "caption2": CGRect(x: 88, y: 302, width: 100, height: 15),
                "column": CGRect(x: 88, y: 83, width: 224, height: 234),
                "footnote": CGRect(x: 88, y: 272, width: 97.5, height: 15),
                "headline": CGRect(x: 88, y: 201.5, width: 130.5, height: 18.5),
                "largeTitle": CGRect(x: 88, y: 83, width: 224, height: 38),
                "subheadline": CGRect(x: 88, y: 220, width: 106, height: 16),
                "title": CGRect(x: 88, y: 121, width: 191, height: 33),
                "title2": CGRect(x: 88, y: 154, width: 154, height: 25.5),
                "title3": CGRect(x: 88, y: 179.5, width: 138.5, height: 22),
            ]
        ) {
            let s = TextBasicsStrings.sample
            VStack(alignment: .leading, spacing: 0) {
                Text(s).font(.largeTitle).probe("largeTitle")
                Text(s).font(.title).probe("title")
                Text(s).font(.title2).probe("title2")
                Text(s).font(.title3).probe("title3")
                Text(s).font(.headline).probe("headline")
                Text(s).font(.subheadline).probe("subheadline")
                Text(s).font(.body).probe("body")
                Text(s).font(.callout).probe("callout")
                Text(s).font(.footnote).probe("footnote")
                Text(s).font(.caption).probe("caption")
                Text(s).font(.caption2).probe("caption2")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/system-fonts", area: .text, size: CGSize(width: 400, height: 400),
            commit: "534b8863a43ff2523b45577a0cd645e46f323fd3", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "black": CGRect(x: 62.5, y: 247, width: 202, height: 24),
                "bold": CGRect(x: 62.5, y: 223, width: 189.5, height: 24),
                "light": CGRect(x: 62.5, y: 175, width: 174, height: 24),
                "medium": CGRect(x: 62.5, y: 199, width: 181, height: 24),
                "monospaced": CGRect(x: 62.5, y: 319, width: 235, height: 24),
                "rounded": CGRect(x: 62.5, y: 271, width: 175, height: 24),
                "s10": CGRect(x: 62.5, y: 57, width: 97.5, height: 13),
                "s12": CGRect(x: 62.5, y: 70, width: 114.5, height: 15),
                "s20": CGRect(x: 62.5, y: 85, width: 176.5, height: 24),
                "s24": CGRect(x: 62.5, y: 109, width: 207, height: 28),
                "s32": CGRect(x: 62.5, y: 137, width: 275, height: 38),
                "serif": CGRect(x: 62.5, y: 295, width: 185.5, height: 24),
            ]
        ) {
            let s = TextBasicsStrings.sample
            VStack(alignment: .leading, spacing: 0) {
                Text(s).font(.system(size: 10)).probe("s10")
                Text(s).font(.system(size: 12)).probe("s12")
                Text(s).font(.system(size: 20)).probe("s20")
                Text(s).font(.system(size: 24)).probe("s24")
                Text(s).font(.system(size: 32)).probe("s32")
                Text(s).font(.system(size: 20, weight: .light)).probe("light")
                Text(s).font(.system(size: 20, weight: .medium)).probe("medium")
                Text(s).font(.system(size: 20, weight: .bold)).probe("bold")
                Text(s).font(.system(size: 20, weight: .black)).probe("black")
                Text(s).font(.system(size: 20, design: .rounded)).probe("rounded")
                Text(s).font(.system(size: 20, design: .serif)).probe("serif")
                Text(s).font(.system(size: 20, design: .monospaced)).probe("monospaced")
            }
        },
        MeasuredFixture(
            "text/wrapped", area: .text, size: CGSize(width: 400, height: 300),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "column": CGRect(x: 22.25, y: 86, width: 355.5, height: 128),
                "free": CGRect(x: 22.25, y: 182, width: 355.5, height: 32),
                "narrow": CGRect(x: 22.25, y: 86, width: 137, height: 64),
                "narrowFrame": CGRect(x: 22.25, y: 86, width: 150, height: 64),
                "wide": CGRect(x: 22.25, y: 150, width: 227, height: 32),
            ]
        ) {
            let p = TextBasicsStrings.paragraph
            VStack(alignment: .leading, spacing: 0) {
                Text(p).probe("narrow").frame(width: 150, alignment: .topLeading).probe("narrowFrame")
                Text(p).probe("wide").frame(width: 260, alignment: .topLeading)
                Text(p).probe("free")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/vstack-spacing", area: .text, size: CGSize(width: 200, height: 200),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "box": CGRect(x: 75, y: 104.704345703125, width: 50, height: 10),
                "one": CGRect(x: 87.5, y: 64.553466796875, width: 25, height: 16),
                "stack": CGRect(x: 75, y: 64.553466796875, width: 50, height: 70.89306640625),
                "three": CGRect(x: 82.25, y: 119.446533203125, width: 35.5, height: 16),
                "two": CGRect(x: 87.5, y: 80.553466796875, width: 25, height: 16),
            ]
        ) {
            VStack {
                Text("One").probe("one")
                Text("Two").probe("two")
                Color.red.frame(width: 50, height: 10).probe("box")
                Text("Three").probe("three")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "text/vstack-spacing-mixed", area: .text, size: CGSize(width: 200, height: 300),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "body1": CGRect(x: 91.25, y: 83.009716290363997, width: 17.5, height: 16),
                "body2": CGRect(x: 91.25, y: 238.990283709636, width: 17.5, height: 16),
                "box": CGRect(x: 75, y: 161.811474102864, width: 50, height: 10),
                "caption": CGRect(x: 92.75, y: 223.990283709636, width: 14.5, height: 15),
                "large1": CGRect(x: 83.25, y: 45.009716290363997, width: 33.5, height: 38),
                "large2": CGRect(x: 83.25, y: 100.509716290364, width: 33.5, height: 38),
                "large3": CGRect(x: 83.25, y: 184.490283709636, width: 33.5, height: 38),
                "stack": CGRect(x: 75, y: 45.009716290363997, width: 50, height: 209.98056741927201),
            ]
        ) {
            VStack {
                Text("Hg").font(.largeTitle).probe("large1")
                Text("Hg").probe("body1")
                Text("Hg").font(.largeTitle).probe("large2")
                Color.red.frame(width: 50, height: 10).probe("box")
                Text("Hg").font(.largeTitle).probe("large3")
                Text("Hg").font(.caption2).probe("caption")
                Text("Hg").probe("body2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "text/hstack-spacing", area: .text, size: CGSize(width: 300, height: 100),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "box": CGRect(x: 156.25, y: 45, width: 10, height: 10),
                "one": CGRect(x: 90.25, y: 42, width: 25, height: 16),
                "stack": CGRect(x: 90.25, y: 42, width: 119.5, height: 16),
                "three": CGRect(x: 174.25, y: 42, width: 35.5, height: 16),
                "two": CGRect(x: 123.25, y: 42, width: 25, height: 16),
            ]
        ) {
            HStack {
                Text("One").probe("one")
                Text("Two").probe("two")
                Color.red.frame(width: 10, height: 10).probe("box")
                Text("Three").probe("three")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "text/hstack-baseline", area: .text, size: CGSize(width: 300, height: 100),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "big": CGRect(x: 103, y: 12, width: 36.5, height: 38),
                "big2": CGRect(x: 112, y: 50, width: 36.5, height: 38),
                "box": CGRect(x: 187, y: 31, width: 10, height: 10),
                "first": CGRect(x: 103, y: 12, width: 94, height: 38),
                "last": CGRect(x: 112, y: 50, width: 76, height: 38),
                "small": CGRect(x: 147.5, y: 28, width: 31.5, height: 16),
                "small2": CGRect(x: 156.5, y: 66, width: 31.5, height: 16),
            ]
        ) {
            VStack(spacing: 0) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.largeTitle).probe("big")
                    Text("small").probe("small")
                    Color.red.frame(width: 10, height: 10).probe("box")
                }
                .probe("first")
                HStack(alignment: .lastTextBaseline) {
                    Text("Big").font(.largeTitle).probe("big2")
                    Text("small").probe("small2")
                }
                .probe("last")
            }
        },
        MeasuredFixture(
            "text/bold-trait", area: .text, size: CGSize(width: 300, height: 320),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "body": CGRect(x: 122.5, y: 192.75, width: 28.5, height: 18.5),
                "callout": CGRect(x: 122.5, y: 211.25, width: 26.5, height: 17.5),
                "caption": CGRect(x: 122.5, y: 243.75, width: 22.5, height: 15),
                "caption2": CGRect(x: 122.5, y: 258.75, width: 23, height: 15),
                "column": CGRect(x: 122.5, y: 22.25, width: 55, height: 275.5),
                "default": CGRect(x: 122.5, y: 22.25, width: 29.5, height: 16),
                "footnote": CGRect(x: 122.5, y: 228.75, width: 23, height: 15),
                "headline": CGRect(x: 122.5, y: 157.75, width: 30.5, height: 19),
                "largeTitle": CGRect(x: 122.5, y: 38.25, width: 55, height: 38),
                "size20": CGRect(x: 122.5, y: 273.75, width: 42.5, height: 24),
                "subheadline": CGRect(x: 122.5, y: 176.75, width: 25, height: 16),
                "title": CGRect(x: 122.5, y: 76.25, width: 46.5, height: 33),
                "title2": CGRect(x: 122.5, y: 109.25, width: 37, height: 25.5),
                "title3": CGRect(x: 122.5, y: 134.75, width: 32.5, height: 23),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Bold").bold().probe("default")
                Text("Bold").font(.largeTitle).bold().probe("largeTitle")
                Text("Bold").font(.title).bold().probe("title")
                Text("Bold").font(.title2).bold().probe("title2")
                Text("Bold").font(.title3).bold().probe("title3")
                Text("Bold").font(.headline).bold().probe("headline")
                Text("Bold").font(.subheadline).bold().probe("subheadline")
                Text("Bold").font(.body).bold().probe("body")
                Text("Bold").font(.callout).bold().probe("callout")
                Text("Bold").font(.footnote).bold().probe("footnote")
                Text("Bold").font(.caption).bold().probe("caption")
                Text("Bold").font(.caption2).bold().probe("caption2")
                Text("Bold").font(.system(size: 20).bold()).probe("size20")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/modifiers", area: .text, size: CGSize(width: 300, height: 200),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Text/TextFixtures.swift",
            measured: [
                "bold": CGRect(x: 109, y: 8.5, width: 29.5, height: 16),
                "env": CGRect(x: 109, y: 109.5, width: 35.5, height: 33),
                "fontBold": CGRect(x: 109, y: 40.5, width: 28.5, height: 18.5),
                "fontWeight700": CGRect(x: 109, y: 59, width: 29.5, height: 18.5),
                "fontWeightBold": CGRect(x: 109, y: 24.5, width: 29.5, height: 16),
                "interpolated": CGRect(x: 109, y: 142.5, width: 82, height: 33),
                "interpolatedBody": CGRect(x: 109, y: 175.5, width: 52, height: 16),
                "semibold": CGRect(x: 109, y: 77.5, width: 28.5, height: 16),
                "weight": CGRect(x: 109, y: 93.5, width: 44.5, height: 16),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Bold").bold().probe("bold")
                Text("Bold").fontWeight(.bold).probe("fontWeightBold")
                Text("Bold").font(.body.bold()).probe("fontBold")
                Text("Bold").font(.body.weight(.bold)).probe("fontWeight700")
                Text("Bold").fontWeight(.semibold).probe("semibold")
                Text("Weight").fontWeight(.semibold).probe("weight")
                VStack(alignment: .leading, spacing: 0) {
                    Text("Env").probe("env")
                }
                .font(.title)
                Text("Count: \(0)").font(.title).probe("interpolated")
                Text("Count: \(0)").probe("interpolatedBody")
            }
        },
    ]
}
