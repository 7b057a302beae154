import LayoutLab

extension FidelitySuite {
    /// Buttons in their default and named styles, alone and in a row (macOS 26).
    static let controlButtons: [MeasuredFixture] = [
        MeasuredFixture(
            "button/basic", area: .controls, size: CGSize(width: 300, height: 200),
            commit: "bc0d8a0977d6d1d719b19cfb9e52e391b6a90fb4", code: "Fixtures/Sources/Button/ButtonFixtures.swift",
            measured: [
                "increment": CGRect(x: 107.5, y: 70, width: 85, height: 24),
                "labelButton": CGRect(x: 121.5, y: 106, width: 57, height: 24),
                "labelText": CGRect(x: 133.5, y: 110, width: 33, height: 16),
                "minus": CGRect(x: 113.5, y: 142, width: 32.5, height: 24),
                "ok": CGRect(x: 128.75, y: 34, width: 42.5, height: 24),
                "plus": CGRect(x: 154, y: 142, width: 32.5, height: 24),
                "row": CGRect(x: 113.5, y: 142, width: 73, height: 24),
                "stack": CGRect(x: 107.5, y: 34, width: 85, height: 132),
            ]
        ) {
            VStack(spacing: 12) {
                Button("OK") {}.probe("ok")
                Button("Increment") {}.probe("increment")
                Button(action: {}) {
                    Text("Label").probe("labelText")
                }
                .probe("labelButton")
                HStack {
                    Button("−") {}.probe("minus")
                    Button("+") {}.probe("plus")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "button/styles", area: .controls, size: CGSize(width: 300, height: 200),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Button/ButtonFixtures.swift",
            measured: [
                "bordered": CGRect(x: 110, y: 36, width: 80, height: 24),
                "borderless": CGRect(x: 117.5, y: 72, width: 65, height: 16),
                "paddedOuter": CGRect(x: 98.75, y: 136, width: 102.5, height: 56),
                "plain": CGRect(x: 135.25, y: 8, width: 29.5, height: 16),
                "prominent": CGRect(x: 107, y: 100, width: 86, height: 24),
            ]
        ) {
            VStack(spacing: 12) {
                Button("Plain") {}.buttonStyle(.plain).probe("plain")
                Button("Bordered") {}.buttonStyle(.bordered).probe("bordered")
                Button("Borderless") {}.buttonStyle(.borderless).probe("borderless")
                Button("Prominent") {}.buttonStyle(.borderedProminent).probe("prominent")
                Button("Padded") {}.padding().probe("paddedOuter")
            }
        },
    ]
}
