import LayoutLab

extension FidelitySuite {
    /// Lazy stacks with alignment, spacing and a pinned section, and lazy grids of fixed, flexible and adaptive tracks (macOS 26).
    static let lazyFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "lazy/stacks", area: .scroll, size: CGSize(width: 320, height: 240),
            commit: "9646d69b7e806bd7b927989ffd7d73b31b63a7d9", code: "Fixtures/Sources/Lazy/LazyFixtures.swift",
            measured: [
                "alpha": CGRect(x: 0, y: 0, width: 34.5, height: 16),
                "beta": CGRect(x: 0, y: 48, width: 28, height: 16),
                "green": CGRect(x: 177.25, y: 16, width: 50, height: 20),
                "header": CGRect(x: 180, y: 0, width: 44.5, height: 16),
                "hi": CGRect(x: 307, y: 224, width: 13, height: 16),
                "hstack": CGRect(x: 283, y: 0, width: 37, height: 240),
                "orange": CGRect(x: 283, y: 210, width: 20, height: 30),
                "red": CGRect(x: 0, y: 22, width: 60, height: 20),
                "row": CGRect(x: 0, y: 0, width: 320, height: 240),
                "sections": CGRect(x: 141.5, y: 0, width: 121.5, height: 56),
                "vstack": CGRect(x: 0, y: 0, width: 121.5, height: 64),
            ]
        ) {
            HStack(alignment: .top, spacing: 20) {
                LazyVStack(alignment: .leading, spacing: 6) {
                    Text("Alpha").probe("alpha")
                    Color.red.frame(width: 60, height: 20).probe("red")
                    Text("Beta").probe("beta")
                }
                .probe("vstack")
                LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                    Section {
                        Color.green.frame(width: 50, height: 20).probe("green")
                        Color.blue.frame(width: 50, height: 20)
                    } header: {
                        Text("Header").probe("header")
                    }
                }
                .probe("sections")
                LazyHStack(alignment: .bottom, spacing: 4) {
                    Color.orange.frame(width: 20, height: 30).probe("orange")
                    Text("Hi").probe("hi")
                }
                .probe("hstack")
            }
            .probe("row")
        },
        MeasuredFixture(
            "lazy/grids", area: .grids, size: CGSize(width: 320, height: 300),
            commit: "9646d69b7e806bd7b927989ffd7d73b31b63a7d9", code: "Fixtures/Sources/Lazy/LazyFixtures.swift",
            measured: [
                "adaptive": CGRect(x: 40, y: 109, width: 240, height: 56),
                "adaptive0": CGRect(x: 40, y: 109, width: 52.5, height: 24),
                "adaptive1": CGRect(x: 102.5, y: 109, width: 52.5, height: 24),
                "adaptive2": CGRect(x: 165, y: 109, width: 52.5, height: 24),
                "adaptive3": CGRect(x: 227.5, y: 109, width: 52.5, height: 24),
                "adaptive4": CGRect(x: 40, y: 141, width: 52.5, height: 24),
                "cell0": CGRect(x: 31, y: 49, width: 60, height: 20),
                "cell1": CGRect(x: 99, y: 49, width: 102, height: 20),
                "cell2": CGRect(x: 209, y: 49, width: 80, height: 20),
                "cell3": CGRect(x: 31, y: 73, width: 60, height: 20),
                "cell4": CGRect(x: 99, y: 73, width: 102, height: 20),
                "cell5": CGRect(x: 209, y: 73, width: 80, height: 20),
                "columns": CGRect(x: 20, y: 49, width: 280, height: 44),
                "hcell0": CGRect(x: 94, y: 182, width: 40, height: 30),
                "hcell1": CGRect(x: 94, y: 220, width: 40, height: 30),
                "hcell2": CGRect(x: 140, y: 182, width: 40, height: 30),
                "hcell3": CGRect(x: 140, y: 220, width: 40, height: 30),
                "hcell4": CGRect(x: 186, y: 182, width: 40, height: 30),
                "rows": CGRect(x: 94, y: 181, width: 132, height: 70),
                "stack": CGRect(x: 20, y: 49, width: 280, height: 202),
            ]
        ) {
            VStack(spacing: 16) {
                LazyVGrid(
                    columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(minimum: 20, maximum: 80))],
                    spacing: 4
                ) {
                    ForEach(0..<6, id: \.self) { index in
                        Color.red.frame(height: 20).probe("cell\(index)")
                    }
                }
                .frame(width: 280)
                .probe("columns")
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)], alignment: .leading, spacing: 8) {
                    ForEach(0..<5, id: \.self) { index in
                        Color.blue.frame(height: 24).probe("adaptive\(index)")
                    }
                }
                .frame(width: 240)
                .probe("adaptive")
                LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 6) {
                    ForEach(0..<5, id: \.self) { index in
                        Color.green.frame(width: 40).probe("hcell\(index)")
                    }
                }
                .frame(height: 70)
                .probe("rows")
            }
            .probe("stack")
        },
    ]
}
