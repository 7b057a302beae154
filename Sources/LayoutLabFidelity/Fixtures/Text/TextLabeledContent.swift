import LayoutLab

extension FidelitySuite {
    /// LabeledContent on macOS 26: label and value pairs in a stack and in a form.
    static let textLabeledContent: [MeasuredFixture] = [
        MeasuredFixture(
            "labeledcontent/basic", area: .controls, size: CGSize(width: 320, height: 260),
            commit: "c070aac066b7eb759ee792e418958e4dae9db7d2", code: "Fixtures/Sources/LabeledContent/LabeledContentFixtures.swift",
            measured: [
                "count": CGRect(x: 133.5, y: 58.25, width: 53, height: 18.5),
                "countContent": CGRect(x: 178, y: 59.5, width: 8.5, height: 16),
                "custom": CGRect(x: 91, y: 88.75, width: 138, height: 24),
                "customContent": CGRect(x: 182, y: 92.75, width: 47, height: 16),
                "customLabel": CGRect(x: 91, y: 88.75, width: 83, height: 24),
                "hidden": CGRect(x: 139.5, y: 124.75, width: 41, height: 16),
                "narrow": CGRect(x: 80, y: 183.25, width: 160, height: 18.5),
                "narrowContent": CGRect(x: 169.25, y: 184.5, width: 33.5, height: 16),
                "narrowLabel": CGRect(x: 117.25, y: 183.25, width: 44, height: 18.5),
                "stack": CGRect(x: 0, y: 7.75, width: 320, height: 244.5),
                "toggle": CGRect(x: 127.5, y: 152.75, width: 65, height: 18.5),
                "toggleContent": CGRect(x: 176.5, y: 154, width: 16, height: 16),
                "value": CGRect(x: 120.25, y: 27.75, width: 79.5, height: 18.5),
                "wide": CGRect(x: 20, y: 213.75, width: 280, height: 18.5),
            ]
        ) {
            VStack(spacing: 12) {
                LabeledContent("Name", value: "Corey").probe("value")
                LabeledContent("Count") {
                    Text("3").probe("countContent")
                }
                .probe("count")
                LabeledContent {
                    Text("Custom").probe("customContent")
                } label: {
                    Label("Network", image: "icon").probe("customLabel")
                }
                .probe("custom")
                LabeledContent("Hidden", value: "Shown").labelsHidden().probe("hidden")
                LabeledContent("Toggle") {
                    Toggle("", isOn: .constant(true)).labelsHidden().probe("toggleContent")
                }
                .probe("toggle")
                LabeledContent {
                    Text("Value").probe("narrowContent")
                } label: {
                    Text("Narrow").probe("narrowLabel")
                }
                .frame(width: 160)
                .probe("narrow")
                LabeledContent("Wide", value: "Value").frame(maxWidth: .infinity).probe("wide")
            }
            .padding(20)
            .probe("stack")
        },
        MeasuredFixture(
            "labeledcontent/form", area: .controls, size: CGSize(width: 360, height: 200),
            commit: "c070aac066b7eb759ee792e418958e4dae9db7d2", code: "Fixtures/Sources/LabeledContent/LabeledContentFixtures.swift",
            measured: [
                "count": CGRect(x: 0, y: 83.924560546875, width: 53, height: 16),
                "countContent": CGRect(x: 44.5, y: 83.924560546875, width: 8.5, height: 16),
                "field": CGRect(x: 4, y: 108.075439453125, width: 356, height: 24),
                "form": CGRect(x: 0, y: 67.924560546875, width: 360, height: 64.15087890625),
                "value": CGRect(x: 1, y: 67.924560546875, width: 79.5, height: 16),
            ]
        ) {
            Form {
                LabeledContent("Name", value: "Corey").probe("value")
                LabeledContent("Count") {
                    Text("3").probe("countContent")
                }
                .probe("count")
                TextField("Email", text: .constant("")).probe("field")
            }
            .probe("form")
        },
    ]
}
