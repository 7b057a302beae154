import LayoutLab

/// A source and three followers (frame, position, size) in a top-leading box.
private struct MatchedFollowers: View {
    @Namespace private var space

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40)
                .matchedGeometryEffect(id: "box", in: space)
                .probe("source")
                .padding(EdgeInsets(top: 20, leading: 120, bottom: 0, trailing: 0))
            Color.blue.frame(width: 80, height: 20)
                .matchedGeometryEffect(id: "box", in: space, isSource: false)
                .probe("frame")
            Color.green.frame(width: 30, height: 30)
                .matchedGeometryEffect(id: "box", in: space, properties: .position, isSource: false)
                .probe("position")
                .padding(.top, 70)
            Color.orange.frame(width: 20, height: 60)
                .matchedGeometryEffect(id: "box", in: space, properties: .size, isSource: false)
                .probe("size")
                .padding(.leading, 60)
        }
        .frame(width: 200, height: 100, alignment: .topLeading)
        .probe("stack")
    }
}

/// One cell: a source 90 right and 70 down, and a follower (of a fixed size, or flexible when
/// `size` is nil) matching it with the given properties and anchor; probed `name` and `cell-name`.
private struct MatchedCell: View {
    let name: String
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let size: CGSize?
    @Namespace private var space

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40)
                .matchedGeometryEffect(id: "box", in: space)
                .padding(EdgeInsets(top: 70, leading: 90, bottom: 0, trailing: 0))
            if let size {
                Color.blue.frame(width: size.width, height: size.height)
                    .matchedGeometryEffect(id: "box", in: space, properties: properties, anchor: anchor, isSource: false)
                    .probe(name)
            } else {
                Color.blue
                    .matchedGeometryEffect(id: "box", in: space, properties: properties, anchor: anchor, isSource: false)
                    .probe(name)
            }
        }
        .frame(width: 200, height: 160, alignment: .topLeading)
        .probe("cell-\(name)")
    }
}

/// A labelled value for the cells' rows and columns.
private struct Named<Value>: Identifiable {
    let id: String
    let value: Value
}

/// Frame followers for three anchors by three sizes, then position, size and flexible followers.
private struct MatchedCellGrid: View {
    var body: some View {
        let anchors = [Named(id: "tl", value: UnitPoint.topLeading), Named(id: "c", value: .center), Named(id: "br", value: .bottomTrailing)]
        let sizes = [
            Named(id: "wide", value: CGSize(width: 80, height: 20)), Named(id: "tall", value: CGSize(width: 20, height: 60)),
            Named(id: "small", value: CGSize(width: 20, height: 20)),
        ]
        VStack(spacing: 0) {
            ForEach(anchors) { anchor in
                HStack(spacing: 0) {
                    ForEach(sizes) { size in
                        MatchedCell(name: "frame-\(anchor.id)-\(size.id)", properties: .frame, anchor: anchor.value, size: size.value)
                    }
                }
            }
            HStack(spacing: 0) {
                MatchedCell(name: "position-tl-wide", properties: .position, anchor: .topLeading, size: CGSize(width: 80, height: 20))
                MatchedCell(name: "position-br-tall", properties: .position, anchor: .bottomTrailing, size: CGSize(width: 20, height: 60))
                MatchedCell(name: "size-c-wide", properties: .size, anchor: .center, size: CGSize(width: 80, height: 20))
            }
            HStack(spacing: 0) {
                MatchedCell(name: "size-c-flex", properties: .size, anchor: .center, size: nil)
                MatchedCell(name: "frame-c-flex", properties: .frame, anchor: .center, size: nil)
                MatchedCell(name: "frame-tl-flex", properties: .frame, anchor: .topLeading, size: nil)
            }
        }
        .probe("grid")
    }
}

extension FidelitySuite {
    /// matchedGeometryEffect at rest: followers of one source by frame, position and size, and by anchor (macOS 26).
    static let layoutMatchedGeometry: [MeasuredFixture] = [
        MeasuredFixture(
            "matched/follower", area: .modifiers, size: CGSize(width: 300, height: 140),
            commit: "e8a9dab7bcce0b2a5dfc940b448bcacd03472298", code: "Fixtures/Sources/MatchedGeometry/MatchedGeometryFixtures.swift",
            measured: [
                "frame": CGRect(x: 50, y: 20, width: 80, height: 20),
                "position": CGRect(x: 50, y: 90, width: 30, height: 30),
                "size": CGRect(x: 110, y: 20, width: 20, height: 60),
                "source": CGRect(x: 170, y: 40, width: 40, height: 40),
                "stack": CGRect(x: 50, y: 20, width: 200, height: 100),
            ]
        ) {
            MatchedFollowers()
        },
        MeasuredFixture(
            "matched/anchors", area: .modifiers, size: CGSize(width: 620, height: 820),
            commit: "e8a9dab7bcce0b2a5dfc940b448bcacd03472298", code: "Fixtures/Sources/MatchedGeometry/MatchedGeometryFixtures.swift",
            measured: [
                "cell-frame-br-small": CGRect(x: 410, y: 330, width: 200, height: 160),
                "cell-frame-br-tall": CGRect(x: 210, y: 330, width: 200, height: 160),
                "cell-frame-br-wide": CGRect(x: 10, y: 330, width: 200, height: 160),
                "cell-frame-c-flex": CGRect(x: 210, y: 650, width: 200, height: 160),
                "cell-frame-c-small": CGRect(x: 410, y: 170, width: 200, height: 160),
                "cell-frame-c-tall": CGRect(x: 210, y: 170, width: 200, height: 160),
                "cell-frame-c-wide": CGRect(x: 10, y: 170, width: 200, height: 160),
                "cell-frame-tl-flex": CGRect(x: 410, y: 650, width: 200, height: 160),
                "cell-frame-tl-small": CGRect(x: 410, y: 10, width: 200, height: 160),
                "cell-frame-tl-tall": CGRect(x: 210, y: 10, width: 200, height: 160),
                "cell-frame-tl-wide": CGRect(x: 10, y: 10, width: 200, height: 160),
                "cell-position-br-tall": CGRect(x: 210, y: 490, width: 200, height: 160),
                "cell-position-tl-wide": CGRect(x: 10, y: 490, width: 200, height: 160),
                "cell-size-c-flex": CGRect(x: 10, y: 650, width: 200, height: 160),
                "cell-size-c-wide": CGRect(x: 410, y: 490, width: 200, height: 160),
                "frame-br-small": CGRect(x: 410, y: 330, width: 20, height: 20),
                "frame-br-tall": CGRect(x: 210, y: 330, width: 20, height: 60),
                "frame-br-wide": CGRect(x: 10, y: 330, width: 80, height: 20),
                "frame-c-flex": CGRect(x: 210, y: 650, width: 200, height: 160),
                "frame-c-small": CGRect(x: 410, y: 170, width: 20, height: 20),
                "frame-c-tall": CGRect(x: 210, y: 170, width: 20, height: 60),
                "frame-c-wide": CGRect(x: 10, y: 170, width: 80, height: 20),
                "frame-tl-flex": CGRect(x: 410, y: 650, width: 200, height: 160),
                "frame-tl-small": CGRect(x: 410, y: 10, width: 20, height: 20),
                "frame-tl-tall": CGRect(x: 210, y: 10, width: 20, height: 60),
                "frame-tl-wide": CGRect(x: 10, y: 10, width: 80, height: 20),
                "grid": CGRect(x: 10, y: 10, width: 600, height: 800),
                "position-br-tall": CGRect(x: 210, y: 490, width: 20, height: 60),
                "position-tl-wide": CGRect(x: 10, y: 490, width: 80, height: 20),
                "size-c-flex": CGRect(x: 10, y: 650, width: 200, height: 160),
                "size-c-wide": CGRect(x: 410, y: 490, width: 80, height: 20),
            ]
        ) {
            MatchedCellGrid()
        },
    ]
}
