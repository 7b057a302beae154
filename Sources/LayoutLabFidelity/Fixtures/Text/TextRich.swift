import LayoutLab

extension FidelitySuite {
    /// Rich text on macOS 26: markdown in string literals, a bundled custom font (Abel), and dates and formatted values.
    static let textRich: [MeasuredFixture] = [
        MeasuredFixture(
            "text/markdown", area: .text, size: CGSize(width: 400, height: 300),
            commit: "85922859b2170d4b59bc371f40f7d0e2aae53c63", code: "Fixtures/Sources/Text/TextRichFixtures.swift",
            measured: [
                "bold": CGRect(x: 93.25, y: 58.5, width: 29, height: 16),
                "both": CGRect(x: 93.25, y: 98.5, width: 30.5, height: 16),
                "code": CGRect(x: 93.25, y: 118.5, width: 32.5, height: 16),
                "codeTitle": CGRect(x: 93.25, y: 238.5, width: 146, height: 23),
                "column": CGRect(x: 93.25, y: 38.5, width: 213.5, height: 223),
                "escaped": CGRect(x: 93.25, y: 218.5, width: 97.5, height: 16),
                "italic": CGRect(x: 93.25, y: 78.5, width: 28.5, height: 16),
                "link": CGRect(x: 93.25, y: 158.5, width: 32, height: 16),
                "linkMixed": CGRect(x: 93.25, y: 178.5, width: 135, height: 16),
                "mixed": CGRect(x: 93.25, y: 38.5, width: 213.5, height: 16),
                "struck": CGRect(x: 93.25, y: 138.5, width: 38, height: 16),
                "verbatim": CGRect(x: 93.25, y: 198.5, width: 110.5, height: 16),
            ]
        ) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Plain **bold** and _italic_ and ***both*** done").probe("mixed")
                Text("**bold**").probe("bold")
                Text("_italic_").probe("italic")
                Text("***both***").probe("both")
                Text("`code`").probe("code")
                Text("~~struck~~").probe("struck")
                Text("[a link](https://example.com)").probe("link")
                Text("Call **now** or [visit](https://example.com) today").probe("linkMixed")
                Text(verbatim: "**not** markdown").probe("verbatim")
                Text("Escaped \\*stars\\*").probe("escaped")
                Text("Mono `code` and plain").font(.title3).probe("codeTitle")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/custom-font", area: .text, size: CGSize(width: 400, height: 300),
            commit: "44b6b039976f2997c84e7c774c3d79a19c1279fd", code: "Fixtures/Sources/Text/TextRichFixtures.swift",
            measured: [
                "bold": CGRect(x: 111.5, y: 106, width: 33, height: 26),
                "column": CGRect(x: 111.5, y: 0, width: 177, height: 300),
                "customBase": CGRect(x: 164.5, y: 274, width: 59, height: 26),
                "italic": CGRect(x: 111.5, y: 136, width: 38.5, height: 26),
                "large": CGRect(x: 111.5, y: 51, width: 113.5, height: 51),
                "paragraph": CGRect(x: 111.5, y: 166, width: 150, height: 104),
                "relative": CGRect(x: 231.5, y: 274, width: 57, height: 26),
                "row": CGRect(x: 111.5, y: 274, width: 177, height: 26),
                "sample": CGRect(x: 111.5, y: 0, width: 151, height: 26),
                "small": CGRect(x: 111.5, y: 30, width: 37.5, height: 17),
                "systemBase": CGRect(x: 111.5, y: 281, width: 45, height: 16),
            ]
        ) {
            VStack(alignment: .leading, spacing: 4) {
                Text("The quick brown fox").font(.custom("Abel-Regular", size: 20)).probe("sample")
                Text("Abel 13").font(.custom("Abel-Regular", size: 13)).probe("small")
                Text("Abel 40").font(.custom("Abel-Regular", size: 40)).probe("large")
                Text("Bold").font(.custom("Abel-Regular", size: 20)).bold().probe("bold")
                Text("Italic").font(.custom("Abel-Regular", size: 20)).italic().probe("italic")
                Text("Layout must wrap this sentence onto several lines inside a narrow frame.")
                    .font(.custom("Abel-Regular", size: 20))
                    .probe("paragraph")
                    .frame(width: 150, alignment: .topLeading)
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("System").probe("systemBase")
                    Text("Custom").font(.custom("Abel-Regular", size: 20)).probe("customBase")
                    Text("Abel 20").font(.custom("Abel-Regular", size: 20, relativeTo: .body)).probe("relative")
                }
                .probe("row")
            }
            .probe("column")
        },
        MeasuredFixture(
            "text/dates", area: .text, size: CGSize(width: 400, height: 200),
            commit: "85922859b2170d4b59bc371f40f7d0e2aae53c63", code: "Fixtures/Sources/Text/TextRichFixtures.swift",
            measured: [
                "column": CGRect(x: 158.25, y: 32, width: 83.5, height: 136),
                "currency": CGRect(x: 158.25, y: 132, width: 41.5, height: 16),
                "date": CGRect(x: 158.25, y: 32, width: 83.5, height: 16),
                "dateTime": CGRect(x: 158.25, y: 152, width: 83.5, height: 16),
                "int": CGRect(x: 158.25, y: 92, width: 33.5, height: 16),
                "number": CGRect(x: 158.25, y: 72, width: 47.5, height: 16),
                "percent": CGRect(x: 158.25, y: 112, width: 28, height: 16),
                "time": CGRect(x: 158.25, y: 52, width: 49.5, height: 16),
            ]
        ) {
            // 2026-05-28 20:26:40 UTC as a date and a time, and values through format styles, in
            // en_US at UTC. The engine has no `Text(_:format:)`: those values are formatted with
            // the same style and locale first and shown verbatim, the same words on the line
            // ("3.14159", "1,234", "25%", "$12.50", "May 28, 2026").
            let instant = Date(timeIntervalSince1970: 1_780_000_000)
            let english = Locale(identifier: "en_US")
            let day: Date.FormatStyle = {
                var style = Date.FormatStyle.dateTime.year().month().day().locale(english)
                style.timeZone = TimeZone(identifier: "UTC")!
                return style
            }()
            VStack(alignment: .leading, spacing: 4) {
                Text(instant, style: .date).probe("date")
                Text(instant, style: .time).probe("time")
                Text(verbatim: 3.14159.formatted(.number.locale(english))).probe("number")
                Text(verbatim: 1234.formatted(.number.locale(english))).probe("int")
                Text(verbatim: 0.25.formatted(.percent.locale(english))).probe("percent")
                Text(verbatim: 12.5.formatted(.currency(code: "USD").locale(english))).probe("currency")
                Text(verbatim: instant.formatted(day)).probe("dateTime")
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.locale, english)
            .probe("column")
        },
        MeasuredFixture(
            "text/inline-image", area: .text, size: CGSize(width: 400, height: 200),
            commit: "85922859b2170d4b59bc371f40f7d0e2aae53c63", code: "Fixtures/Sources/Text/TextRichFixtures.swift",
            measured: [
                "between": CGRect(x: 162, y: 73.25, width: 76, height: 16),
                "boldStar": CGRect(x: 162, y: 150.25, width: 49.5, height: 16.5),
                "chevron": CGRect(x: 162, y: 130.25, width: 42, height: 16),
                "column": CGRect(x: 162, y: 33.25, width: 76, height: 133.5),
                "star": CGRect(x: 162, y: 33.25, width: 16.5, height: 16),
                "starText": CGRect(x: 162, y: 53.25, width: 65, height: 16),
                "starTitle": CGRect(x: 162, y: 93.25, width: 28.5, height: 33),
            ]
        ) {
            // Symbols inside text, alone, before and between words, in the title font and bold.
            VStack(alignment: .leading, spacing: 4) {
                Text(Image(systemName: "star")).probe("star")
                (Text(Image(systemName: "star")) + Text(" Starred")).probe("starText")
                (Text("Rate ") + Text(Image(systemName: "star.fill")) + Text(" now")).probe("between")
                Text(Image(systemName: "star")).font(.title).probe("starTitle")
                (Text(Image(systemName: "chevron.right")) + Text(" Next")).probe("chevron")
                (Text(Image(systemName: "star")) + Text(" Bold")).bold().probe("boldStar")
            }
            .probe("column")
        },
    ]
}
