import LayoutLab

extension FidelitySuite {
    /// Determinate bars and rings, and the indeterminate spinner and bar (macOS 26).
    static let controlProgressViews: [MeasuredFixture] = [
        MeasuredFixture(
            "progress/basic", area: .controls, size: CGSize(width: 320, height: 400),
            commit: "ae7a3cee8e5643e722ba78f3ff61d32c4991d23b", code: "Fixtures/Sources/Progress/ProgressFixtures.swift",
            measured: [
                "bare": CGRect(x: 20, y: 47.62890625, width: 280, height: 20),
                "labelled": CGRect(x: 20, y: 81.62890625, width: 280, height: 36),
                "narrow": CGRect(x: 100, y: 231.62890625, width: 120, height: 20),
                "ring": CGRect(x: 92, y: 276, width: 32, height: 32),
                "ringFull": CGRect(x: 196, y: 276, width: 32, height: 32),
                "ringLabelled": CGRect(x: 144, y: 265.62890625, width: 32, height: 52.7421875),
                "rings": CGRect(x: 92, y: 265.62890625, width: 136, height: 52.7421875),
                "stack": CGRect(x: 0, y: 27.62890625, width: 320, height: 344.7421875),
                "tinted": CGRect(x: 20, y: 197.62890625, width: 280, height: 20),
                "total": CGRect(x: 20, y: 332.37109375, width: 280, height: 20),
                "valueLabel": CGRect(x: 20, y: 131.62890625, width: 280, height: 52),
            ]
        ) {
            VStack(spacing: 14) {
                ProgressView(value: 0.4).probe("bare")
                ProgressView("Loading", value: 0.6).probe("labelled")
                ProgressView(value: 0.3) {
                    Text("Copying")
                } currentValueLabel: {
                    Text("30%")
                }
                .probe("valueLabel")
                ProgressView(value: 0.7).tint(.red).probe("tinted")
                ProgressView(value: 0.5).frame(width: 120).probe("narrow")
                HStack(spacing: 20) {
                    ProgressView(value: 0.4).progressViewStyle(.circular).probe("ring")
                    ProgressView("Ring", value: 0.75).progressViewStyle(.circular).probe("ringLabelled")
                    ProgressView(value: 1).progressViewStyle(.circular).probe("ringFull")
                }
                .probe("rings")
                ProgressView(value: 25, total: 50).progressViewStyle(.linear).probe("total")
            }
            .padding(20)
            .probe("stack")
        },
        MeasuredFixture(
            "progress/indeterminate", area: .controls, size: CGSize(width: 240, height: 220),
            commit: "ae7a3cee8e5643e722ba78f3ff61d32c4991d23b", code: "Fixtures/Sources/Progress/ProgressFixtures.swift",
            measured: [
                "bar": CGRect(x: 0, y: 144.37109375, width: 240, height: 20),
                "small": CGRect(x: 112, y: 184.37109375, width: 16, height: 16),
                "spinner": CGRect(x: 104, y: 19.62890625, width: 32, height: 32),
                "spinnerLabelled": CGRect(x: 95, y: 71.62890625, width: 50, height: 52.7421875),
                "stack": CGRect(x: 0, y: 19.62890625, width: 240, height: 180.7421875),
            ]
        ) {
            VStack(spacing: 20) {
                ProgressView().probe("spinner")
                ProgressView("Working").probe("spinnerLabelled")
                ProgressView().progressViewStyle(.linear).probe("bar")
                ProgressView().controlSize(.small).probe("small")
            }
            .probe("stack")
        },
    ]
}
