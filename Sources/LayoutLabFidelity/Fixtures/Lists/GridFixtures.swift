import LayoutLab

extension FidelitySuite {
    /// Grids: cell sizes, spacing, cell modifiers, grid alignment and flexible cells (macOS 26).
    static let gridFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "grid/basic", area: .grids, size: CGSize(width: 320, height: 200),
            commit: "8e3eab39191c496ca38f6a68b9a998098b7be8d5", code: "Fixtures/Sources/Grid/GridFixtures.swift",
            measured: [
                "a": CGRect(x: 114, y: 57.553466796875, width: 9, height: 16),
                "bb": CGRect(x: 141.5, y: 57.553466796875, width: 17, height: 16),
                "blue": CGRect(x: 166.5, y: 81.704345703125, width: 50, height: 40),
                "ccc": CGRect(x: 177.5, y: 57.553466796875, width: 28, height: 16),
                "e": CGRect(x: 146, y: 93.704345703125, width: 8, height: 16),
                "g": CGRect(x: 113.5, y: 126.446533203125, width: 10, height: 16),
                "grid": CGRect(x: 103.5, y: 57.553466796875, width: 113, height: 84.89306640625),
                "h": CGRect(x: 145, y: 126.446533203125, width: 10, height: 16),
                "red": CGRect(x: 103.5, y: 91.704345703125, width: 30, height: 20),
                "row1": CGRect(x: 177.5, y: 57.553466796875, width: 28, height: 16),
            ]
        ) {
            Grid {
                GridRow {
                    Text("A").probe("a")
                    Text("BB").probe("bb")
                    Text("CCC").probe("ccc")
                }
                .probe("row1")
                GridRow {
                    Color.red.frame(width: 30, height: 20).probe("red")
                    Text("E").probe("e")
                    Color.blue.frame(width: 50, height: 40).probe("blue")
                }
                GridRow {
                    Text("G").probe("g")
                    Text("H").probe("h")
                }
            }
            .probe("grid")
        },
        MeasuredFixture(
            "grid/spacing", area: .grids, size: CGSize(width: 320, height: 200),
            commit: "8e3eab39191c496ca38f6a68b9a998098b7be8d5", code: "Fixtures/Sources/Grid/GridFixtures.swift",
            measured: [
                "a": CGRect(x: 105, y: 73, width: 9, height: 16),
                "blue": CGRect(x: 105, y: 107, width: 60, height: 20),
                "grid": CGRect(x: 105, y: 73, width: 110, height: 54),
                "h": CGRect(x: 185, y: 107, width: 10, height: 16),
                "red": CGRect(x: 185, y: 73, width: 30, height: 30),
            ]
        ) {
            Grid(alignment: .topLeading, horizontalSpacing: 20, verticalSpacing: 4) {
                GridRow {
                    Text("A").probe("a")
                    Color.red.frame(width: 30, height: 30).probe("red")
                }
                GridRow {
                    Color.blue.frame(width: 60, height: 20).probe("blue")
                    Text("H").probe("h")
                }
            }
            .probe("grid")
        },
        MeasuredFixture(
            "grid/modifiers", area: .grids, size: CGSize(width: 320, height: 240),
            commit: "8e3eab39191c496ca38f6a68b9a998098b7be8d5", code: "Fixtures/Sources/Grid/GridFixtures.swift",
            measured: [
                "a": CGRect(x: 69, y: 104, width: 9, height: 16),
                "blue": CGRect(x: 0, y: 152.15087890625, width: 78, height: 20),
                "ccc": CGRect(x: 223, y: 67.84912109375, width: 28, height: 16),
                "divider": CGRect(x: 0, y: 140.15087890625, width: 320, height: 4),
                "e": CGRect(x: 312, y: 116, width: 8, height: 16),
                "grid": CGRect(x: 0, y: 67.84912109375, width: 320, height: 104.3017578125),
                "h": CGRect(x: 86, y: 154.15087890625, width: 10, height: 16),
                "header": CGRect(x: 0, y: 67.84912109375, width: 44.5, height: 16),
                "red": CGRect(x: 86, y: 92, width: 60, height: 40),
            ]
        ) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Header").gridCellColumns(2).probe("header")
                    Text("CCC").probe("ccc")
                }
                GridRow {
                    Text("A").gridColumnAlignment(.trailing).probe("a")
                    Color.red.frame(width: 60, height: 40).probe("red")
                    Text("E").gridCellAnchor(.bottomTrailing).probe("e")
                }
                Color.green.frame(height: 4).probe("divider")
                GridRow {
                    Color.blue.gridCellUnsizedAxes(.horizontal).frame(height: 20).probe("blue")
                    Text("H").probe("h")
                }
            }
            .probe("grid")
        },
        MeasuredFixture(
            "grid/alignment", area: .grids, size: CGSize(width: 320, height: 200),
            commit: "8e3eab39191c496ca38f6a68b9a998098b7be8d5", code: "Fixtures/Sources/Grid/GridFixtures.swift",
            measured: [
                "a": CGRect(x: 95, y: 89.924560546875, width: 9, height: 16),
                "blue": CGRect(x: 44, y: 114.075439453125, width: 60, height: 20),
                "bottomTrailing": CGRect(x: 44, y: 65.924560546875, width: 108, height: 68.15087890625),
                "ca": CGRect(x: 193.5, y: 77.924560546875, width: 9, height: 16),
                "cblue": CGRect(x: 168, y: 114.075439453125, width: 60, height: 20),
                "center": CGRect(x: 168, y: 65.924560546875, width: 108, height: 68.15087890625),
                "ch": CGRect(x: 251, y: 116.075439453125, width: 10, height: 16),
                "cred": CGRect(x: 236, y: 65.924560546875, width: 40, height: 40),
                "h": CGRect(x: 142, y: 118.075439453125, width: 10, height: 16),
                "red": CGRect(x: 112, y: 65.924560546875, width: 40, height: 40),
                "row": CGRect(x: 44, y: 65.924560546875, width: 232, height: 68.15087890625),
            ]
        ) {
            HStack(alignment: .top, spacing: 16) {
                Grid(alignment: .bottomTrailing) {
                    GridRow {
                        Text("A").probe("a")
                        Color.red.frame(width: 40, height: 40).probe("red")
                    }
                    GridRow {
                        Color.blue.frame(width: 60, height: 20).probe("blue")
                        Text("H").probe("h")
                    }
                }
                .probe("bottomTrailing")
                Grid(alignment: .center) {
                    GridRow {
                        Text("A").probe("ca")
                        Color.red.frame(width: 40, height: 40).probe("cred")
                    }
                    GridRow {
                        Color.blue.frame(width: 60, height: 20).probe("cblue")
                        Text("H").probe("ch")
                    }
                }
                .probe("center")
            }
            .probe("row")
        },
        MeasuredFixture(
            "grid/flexible", area: .grids, size: CGSize(width: 320, height: 200),
            commit: "8e3eab39191c496ca38f6a68b9a998098b7be8d5", code: "Fixtures/Sources/Grid/GridFixtures.swift",
            measured: [
                "a": CGRect(x: 59.5, y: 72.924560546875, width: 9, height: 16),
                "blue": CGRect(x: 20, y: 99.075439453125, width: 88, height: 30),
                "ccc": CGRect(x: 242, y: 72.924560546875, width: 28, height: 16),
                "e": CGRect(x: 156, y: 106.075439453125, width: 8, height: 16),
                "green": CGRect(x: 212, y: 99.075439453125, width: 88, height: 30),
                "grid": CGRect(x: 20, y: 70.924560546875, width: 280, height: 58.15087890625),
                "red": CGRect(x: 116, y: 70.924560546875, width: 88, height: 20),
            ]
        ) {
            Grid {
                GridRow {
                    Text("A").probe("a")
                    Color.red.frame(height: 20).probe("red")
                    Text("CCC").probe("ccc")
                }
                GridRow {
                    Color.blue.frame(height: 30).probe("blue")
                    Text("E").probe("e")
                    Color.green.frame(height: 30).probe("green")
                }
            }
            .frame(width: 280)
            .probe("grid")
        },
    ]
}
