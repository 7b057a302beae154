import LayoutLab

extension FidelitySuite {
    /// Labels on macOS 26: catalog icons, the label styles, custom title and icon views, a tall
    /// icon, a baseline row and a label in a button.
    static let textLabels: [MeasuredFixture] = [
        MeasuredFixture(
            "label/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "6c62796e7f025ec8fe81d5afd2417d7fa2d9473e", code: "Fixtures/Sources/Label/LabelFixtures.swift",
            measured: [
                "button": CGRect(x: 115.25, y: 260, width: 82.5, height: 32),
                "buttonLabel": CGRect(x: 127.25, y: 264, width: 58.5, height: 24),
                "custom": CGRect(x: 115.25, y: 144, width: 46.5, height: 16),
                "customIcon": CGRect(x: 115.25, y: 146.420166015625, width: 12, height: 12),
                "customTitle": CGRect(x: 135.25, y: 144, width: 26.5, height: 16),
                "iconOnly": CGRect(x: 115.25, y: 72, width: 24, height: 24),
                "label": CGRect(x: 115.25, y: 8, width: 58.5, height: 24),
                "row": CGRect(x: 115.25, y: 224, width: 75, height: 24),
                "rowLabel": CGRect(x: 115.25, y: 224, width: 49.5, height: 24),
                "rowText": CGRect(x: 172.75, y: 227.579833984375, width: 17.5, height: 16),
                "stack": CGRect(x: 115.25, y: 8, width: 89.5, height: 284),
                "tall": CGRect(x: 115.25, y: 172, width: 89.5, height: 40),
                "tallIcon": CGRect(x: 115.25, y: 172, width: 64, height: 40),
                "tallTitle": CGRect(x: 187.25, y: 183.579833984375, width: 17.5, height: 16),
                "titleAndIcon": CGRect(x: 115.25, y: 108, width: 58.5, height: 24),
                "titleOnly": CGRect(x: 115.25, y: 44, width: 26.5, height: 16),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Label("Title", image: "icon").probe("label")
                Label("Title", image: "icon").labelStyle(.titleOnly).probe("titleOnly")
                Label("Title", image: "icon").labelStyle(.iconOnly).probe("iconOnly")
                Label("Title", image: "icon").labelStyle(.titleAndIcon).probe("titleAndIcon")
                Label {
                    Text("Title").probe("customTitle")
                } icon: {
                    Circle().fill(Color.red).frame(width: 12, height: 12).probe("customIcon")
                }
                .probe("custom")
                Label {
                    Text("Hg").probe("tallTitle")
                } icon: {
                    Image("swatch").probe("tallIcon")
                }
                .probe("tall")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Label("Hg", image: "icon").probe("rowLabel")
                    Text("Hg").probe("rowText")
                }
                .probe("row")
                Button(action: {}) {
                    Label("Title", image: "icon").probe("buttonLabel")
                }
                .probe("button")
            }
            .probe("stack")
        },
    ]
}
