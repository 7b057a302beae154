import LayoutLab

extension FidelitySuite {
    /// Asynchronous images in their empty phase, the only one a launch frame shows (macOS 26).
    static let drawingAsyncImages: [MeasuredFixture] = [
        MeasuredFixture(
            "asyncimage/phases", area: .shapes, size: CGSize(width: 360, height: 220),
            commit: "750e3860e8c0309529880391202b1f65a4e65ae4", code: "Fixtures/Sources/AsyncImage/AsyncImageFixtures.swift",
            measured: [
                "below": CGRect(x: 93.75, y: 128, width: 36.5, height: 16),
                "loading": CGRect(x: 165.75, y: 88, width: 48.5, height: 16),
                "nilPhase": CGRect(x: 226.25, y: 76, width: 40, height: 40),
                "phases": CGRect(x: 165.75, y: 88, width: 48.5, height: 16),
                "placeholder": CGRect(x: 93.75, y: 76, width: 60, height: 40),
                "row": CGRect(x: 93.75, y: 76, width: 172.5, height: 40),
                "stack": CGRect(x: 93.75, y: 76, width: 172.5, height: 68),
                "withPlaceholder": CGRect(x: 93.75, y: 76, width: 60, height: 40),
            ]
        ) {
            // The empty phase, which is all a layout can hold: a URL that never answers shows the
            // placeholder and the empty phase's view; no URL shows the view for no error.
            let unreachable = URL(string: "http://10.255.255.1/swiftuiweb/never.png")!
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    AsyncImage(url: unreachable) { image in
                        image.resizable().frame(width: 60, height: 40)
                    } placeholder: {
                        Color.orange.frame(width: 60, height: 40).probe("placeholder")
                    }
                    .probe("withPlaceholder")
                    AsyncImage(url: unreachable) { phase in
                        switch phase {
                        case .success(let image): image
                        case .failure: Text("Failed").probe("failed")
                        case .empty: Text("Loading").probe("loading")
                        @unknown default: Text("Unknown")
                        }
                    }
                    .probe("phases")
                    AsyncImage(url: nil) { phase in
                        if phase.error != nil {
                            Color.red.frame(width: 40, height: 40).probe("nilURL")
                        } else {
                            Color.green.frame(width: 40, height: 40)
                        }
                    }
                    .probe("nilPhase")
                }
                .probe("row")
                Text("Below").probe("below")
            }
            .probe("stack")
        },
    ]
}
