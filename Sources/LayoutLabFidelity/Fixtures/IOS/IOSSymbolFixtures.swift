import LayoutLab

extension FidelitySuite {
    /// SF Symbols at the text styles, and labels alone and as list rows (iOS 26).
    static let iOSSymbols: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/symbol/basic", area: .shapes, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSSymbolFixtures.swift",
            measured: [
                "baseline": CGRect(x: 62.75, y: 182.25, width: 69, height: 24.5),
                "baselineStar": CGRect(x: 62.75, y: 184.25, width: 22, height: 20),
                "baselineText": CGRect(x: 92.75, y: 182.25, width: 39, height: 24.5),
                "chevron": CGRect(x: 164.75, y: 97.25, width: 12.5, height: 16.5),
                "gear": CGRect(x: 96.75, y: 95.25, width: 21.5, height: 20.5),
                "row": CGRect(x: 62.75, y: 93.25, width: 165.5, height: 24.5),
                "sizes": CGRect(x: 62.75, y: 129.75, width: 194.5, height: 40.5),
                "stack": CGRect(x: 62.75, y: 93.25, width: 194.5, height: 113.5),
                "star": CGRect(x: 62.75, y: 95.5, width: 22, height: 20),
                "starBold": CGRect(x: 234.75, y: 139.25, width: 22.5, height: 21.5),
                "starFootnote": CGRect(x: 166.25, y: 142, width: 16.5, height: 16),
                "starLarge": CGRect(x: 110.75, y: 129.75, width: 43.5, height: 40.5),
                "starLargeScale": CGRect(x: 194.75, y: 136.5, width: 28, height: 27),
                "starTitle": CGRect(x: 62.75, y: 133.25, width: 36, height: 33.5),
                "text": CGRect(x: 189.25, y: 93.25, width: 39, height: 24.5),
                "wifi": CGRect(x: 130.25, y: 97.5, width: 22.5, height: 16),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Image(systemName: "star").probe("star")
                    Image(systemName: "gear").probe("gear")
                    Image(systemName: "wifi").probe("wifi")
                    Image(systemName: "chevron.right").probe("chevron")
                    Text("Hello").probe("text")
                }
                .probe("row")
                HStack(spacing: 12) {
                    Image(systemName: "star").font(.title).probe("starTitle")
                    Image(systemName: "star").font(.largeTitle).probe("starLarge")
                    Image(systemName: "star").font(.footnote).probe("starFootnote")
                    Image(systemName: "star").imageScale(.large).probe("starLargeScale")
                    Image(systemName: "star").font(.body.weight(.bold)).probe("starBold")
                }
                .probe("sizes")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Image(systemName: "star").probe("baselineStar")
                    Text("Hello").probe("baselineText")
                }
                .probe("baseline")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/label/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSSymbolFixtures.swift",
            measured: [
                "icon": CGRect(x: 80, y: 83.260986328125, width: 22.5, height: 16),
                "iconOnly": CGRect(x: 80, y: 168.75, width: 22.5, height: 16),
                "iconT": CGRect(x: 80, y: 119.6357421875, width: 35.5, height: 34),
                "label": CGRect(x: 80, y: 78.75, width: 71, height: 24.5),
                "labelTitle": CGRect(x: 80, y: 115.25, width: 160, height: 41.5),
                "stack": CGRect(x: 80, y: 78.75, width: 160, height: 142.5),
                "title": CGRect(x: 110.5, y: 78.75, width: 40.5, height: 24.5),
                "titleOnly": CGRect(x: 80, y: 196.75, width: 40.5, height: 24.5),
                "titleT": CGRect(x: 123.5, y: 115.25, width: 116.5, height: 41.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Label {
                    Text("Wi-Fi").probe("title")
                } icon: {
                    Image(systemName: "wifi").probe("icon")
                }
                .probe("label")
                Label {
                    Text("Bluetooth").probe("titleT")
                } icon: {
                    Image(systemName: "gear").probe("iconT")
                }
                .font(.title)
                .probe("labelTitle")
                Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly).probe("iconOnly")
                Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly).probe("titleOnly")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/label/list", area: .lists, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSSymbolFixtures.swift",
            measured: [
                "icon1": CGRect(x: 29.5, y: 52, width: 29, height: 22),
                "icon2": CGRect(x: 30.25, y: 105.5, width: 27.5, height: 27),
                "icon3": CGRect(x: 30, y: 161.5, width: 28, height: 27),
                "list": CGRect(x: 0, y: 0, width: 320, height: 300),
                "row1": CGRect(x: 32, y: 50.75, width: 80.5, height: 24.5),
                "row2": CGRect(x: 32, y: 106.75, width: 114, height: 24.5),
                "row3": CGRect(x: 32, y: 162.75, width: 256, height: 24.5),
                "title1": CGRect(x: 72, y: 50.75, width: 40.5, height: 24.5),
                "title2": CGRect(x: 72, y: 106.75, width: 74, height: 24.5),
                "title3": CGRect(x: 72, y: 162.75, width: 63, height: 24.5),
            ]
        ) {
            List {
                Label {
                    Text("Wi-Fi").probe("title1")
                } icon: {
                    Image(systemName: "wifi").probe("icon1")
                }
                .probe("row1")
                Label {
                    Text("Bluetooth").probe("title2")
                } icon: {
                    Image(systemName: "gear").probe("icon2")
                }
                .probe("row2")
                NavigationLink(destination: Text("Pushed")) {
                    Label {
                        Text("Settings").probe("title3")
                    } icon: {
                        Image(systemName: "star").probe("icon3")
                    }
                }
                .probe("row3")
            }
            .probe("list")
        },
    ]
}
