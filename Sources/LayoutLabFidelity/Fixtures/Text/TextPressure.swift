import LayoutLab

private enum TextPressureViews {
    static let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
    static let shortText = "Short second text that wraps twice here"

    /// A wrapped text between two 40 pt colours, with or without a spacer below it.
    struct Column: View {
        let spacer: Bool
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 40).probe("top")
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("text")
                if spacer { Spacer().probe("spacer") }
                Color.blue.frame(height: 40).probe("bottom")
            }
            .probe("stack")
        }
    }

    /// The same column with a spacer of the given minimum length.
    struct SpacerColumn: View {
        let minLength: CGFloat?
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 40).probe("top")
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("text")
                Spacer(minLength: minLength).probe("spacer")
                Color.blue.frame(height: 40).probe("bottom")
            }
            .probe("stack")
        }
    }

    /// A wrapped text alone in a stack.
    struct Alone: View {
        var body: some View {
            VStack(spacing: 0) {
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("text")
            }
            .probe("stack")
        }
    }
}

extension FidelitySuite {
    /// Wrapped text proposed less height than its lines need (macOS 26): fixed heights, stacks
    /// that squeeze it, several texts sharing a short window, spacers competing with it.
    static let textPressure: [MeasuredFixture] = [
        MeasuredFixture(
            "pressure/heights", area: .text, size: CGSize(width: 760, height: 200),
            commit: "032832141bb49fd25e5647828bb037725295b687", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "h8": CGRect(x: 25, y: 65, width: 110, height: 8),
                "h20": CGRect(x: 145, y: 65, width: 110, height: 20),
                "h32": CGRect(x: 265, y: 65, width: 110, height: 32),
                "h40": CGRect(x: 385, y: 65, width: 110, height: 40),
                "h48": CGRect(x: 505, y: 65, width: 110, height: 48),
                "h70": CGRect(x: 625, y: 65, width: 110, height: 70),
                "row": CGRect(x: 25, y: 65, width: 710, height: 70),
                "t8": CGRect(x: 25, y: 65, width: 103.5, height: 16),
                "t20": CGRect(x: 145, y: 65, width: 103.5, height: 16),
                "t32": CGRect(x: 265, y: 65, width: 110, height: 32),
                "t40": CGRect(x: 385, y: 65, width: 110, height: 32),
                "t48": CGRect(x: 505, y: 65, width: 110, height: 48),
                "t70": CGRect(x: 625, y: 65, width: 110, height: 64),
            ]
        ) {
            HStack(alignment: .top, spacing: 10) {
                ForEach([8, 20, 32, 40, 48, 70], id: \.self) { height in
                    Text(TextPressureViews.paragraph)
                        .probe("t\(height)")
                        .frame(width: 110, height: CGFloat(height), alignment: .topLeading)
                        .probe("h\(height)")
                }
            }
            .probe("row")
        },
        MeasuredFixture(
            "pressure/overflow", area: .text, size: CGSize(width: 200, height: 120),
            commit: "032832141bb49fd25e5647828bb037725295b687", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 76, width: 200, height: 40),
                "stack": CGRect(x: 0, y: 4, width: 200, height: 112),
                "text": CGRect(x: 25, y: 52, width: 150, height: 16),
                "top": CGRect(x: 0, y: 4, width: 200, height: 40),
            ]
        ) {
            VStack(spacing: 8) {
                Color.red.frame(height: 40).probe("top")
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("text")
                Color.blue.frame(height: 40).probe("bottom")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "pressure/stack-fits", area: .text, size: CGSize(width: 200, height: 200),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 132, width: 200, height: 40),
                "stack": CGRect(x: 0, y: 28, width: 200, height: 144),
                "text": CGRect(x: 25, y: 68, width: 150, height: 64),
                "top": CGRect(x: 0, y: 28, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.Column(spacer: false)
        },
        MeasuredFixture(
            "pressure/stack-tight", area: .text, size: CGSize(width: 200, height: 130),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 89, width: 200, height: 40),
                "stack": CGRect(x: 0, y: 1, width: 200, height: 128),
                "text": CGRect(x: 25, y: 41, width: 150, height: 48),
                "top": CGRect(x: 0, y: 1, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.Column(spacer: false)
        },
        MeasuredFixture(
            "pressure/stack-spacer-fits", area: .text, size: CGSize(width: 200, height: 200),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 160, width: 200, height: 40),
                "spacer": CGRect(x: 100, y: 104, width: 0, height: 56),
                "stack": CGRect(x: 0, y: 0, width: 200, height: 200),
                "text": CGRect(x: 25, y: 40, width: 150, height: 64),
                "top": CGRect(x: 0, y: 0, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.Column(spacer: true)
        },
        MeasuredFixture(
            "pressure/stack-spacer-tight", area: .text, size: CGSize(width: 200, height: 130),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 90, width: 200, height: 40),
                "spacer": CGRect(x: 100, y: 72, width: 0, height: 18),
                "stack": CGRect(x: 0, y: 0, width: 200, height: 130),
                "text": CGRect(x: 25, y: 40, width: 150, height: 32),
                "top": CGRect(x: 0, y: 0, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.Column(spacer: true)
        },
        MeasuredFixture(
            "pressure/two-texts", area: .text, size: CGSize(width: 300, height: 90),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "first": CGRect(x: 75, y: 5, width: 150, height: 48),
                "second": CGRect(x: 75, y: 53, width: 150, height: 32),
                "stack": CGRect(x: 75, y: 5, width: 150, height: 80),
            ]
        ) {
            VStack(spacing: 0) {
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("first")
                Text(TextPressureViews.shortText).frame(width: 150, alignment: .leading).probe("second")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "pressure/row-tight", area: .text, size: CGSize(width: 300, height: 50),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "left": CGRect(x: 55, y: 0, width: 40, height: 50),
                "row": CGRect(x: 55, y: 0, width: 190, height: 50),
                "text": CGRect(x: 95, y: 1, width: 150, height: 48),
            ]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(width: 40).probe("left")
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("text")
            }
            .probe("row")
        },
        MeasuredFixture(
            "pressure/two-texts-swapped", area: .text, size: CGSize(width: 300, height: 90),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "first": CGRect(x: 75, y: 37, width: 150, height: 48),
                "second": CGRect(x: 75, y: 5, width: 150, height: 32),
                "stack": CGRect(x: 75, y: 5, width: 150, height: 80),
            ]
        ) {
            VStack(spacing: 0) {
                Text(TextPressureViews.shortText).frame(width: 150, alignment: .leading).probe("second")
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("first")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "pressure/three-texts", area: .text, size: CGSize(width: 300, height: 100),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "a": CGRect(x: 75, y: 2, width: 150, height: 32),
                "b": CGRect(x: 75, y: 34, width: 150, height: 32),
                "c": CGRect(x: 75, y: 66, width: 150, height: 32),
                "stack": CGRect(x: 75, y: 2, width: 150, height: 96),
            ]
        ) {
            VStack(spacing: 0) {
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("a")
                Text(TextPressureViews.shortText).frame(width: 150, alignment: .leading).probe("b")
                Text(TextPressureViews.paragraph).frame(width: 150, alignment: .leading).probe("c")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "pressure/spacer-min0", area: .text, size: CGSize(width: 200, height: 130),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 90, width: 200, height: 40),
                "spacer": CGRect(x: 100, y: 88, width: 0, height: 2),
                "stack": CGRect(x: 0, y: 0, width: 200, height: 130),
                "text": CGRect(x: 25, y: 40, width: 150, height: 48),
                "top": CGRect(x: 0, y: 0, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.SpacerColumn(minLength: 0)
        },
        MeasuredFixture(
            "pressure/spacer-min30", area: .text, size: CGSize(width: 200, height: 130),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 90, width: 200, height: 40),
                "spacer": CGRect(x: 100, y: 56, width: 0, height: 34),
                "stack": CGRect(x: 0, y: 0, width: 200, height: 130),
                "text": CGRect(x: 25, y: 40, width: 150, height: 16),
                "top": CGRect(x: 0, y: 0, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.SpacerColumn(minLength: 30)
        },
        MeasuredFixture(
            "pressure/spacer-roomy", area: .text, size: CGSize(width: 200, height: 150),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "bottom": CGRect(x: 0, y: 110, width: 200, height: 40),
                "spacer": CGRect(x: 100, y: 88, width: 0, height: 22),
                "stack": CGRect(x: 0, y: 0, width: 200, height: 150),
                "text": CGRect(x: 25, y: 40, width: 150, height: 48),
                "top": CGRect(x: 0, y: 0, width: 200, height: 40),
            ]
        ) {
            TextPressureViews.SpacerColumn(minLength: nil)
        },
        MeasuredFixture(
            "pressure/alone25", area: .text, size: CGSize(width: 300, height: 25),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "stack": CGRect(x: 75, y: 4.5, width: 150, height: 16),
                "text": CGRect(x: 75, y: 4.5, width: 150, height: 16),
            ]
        ) {
            TextPressureViews.Alone()
        },
        MeasuredFixture(
            "pressure/alone45", area: .text, size: CGSize(width: 300, height: 45),
            commit: "e3d0f683fc26057d07ca87142030b304606c6a45", code: "Fixtures/Sources/TextPressure/TextPressureFixtures.swift",
            measured: [
                "stack": CGRect(x: 75, y: 6.5, width: 150, height: 32),
                "text": CGRect(x: 75, y: 6.5, width: 150, height: 32),
            ]
        ) {
            TextPressureViews.Alone()
        },
    ]
}
