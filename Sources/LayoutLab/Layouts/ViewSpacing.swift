/// The room a view asks for between its edges and a neighbour's, per edge and per category: the
/// default gap between stack children (docs/layout-rules.md, "Default spacing").
///
/// The model follows OpenSwiftUI's reconstruction of SwiftUI's `Spacing`
/// (`Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`), checked against measurements of
/// Apple's SwiftUI on iOS 26 and macOS 26:
/// - A view declares values keyed by (category, edge). Categories say what kind of neighbour a
///   value is for (a text below, a text above, another text); a value with no category is the
///   default one.
/// - Two neighbours' distance is the largest combined value over the categories both declare on
///   their touching edges; if they share none, the larger of their default values; if neither
///   has one, 8 points.
/// - Plain leaves (colours, shapes, images) declare zero for "next to a text" on every edge and
///   no default, so two plain views sit 8 apart and a text's own values decide next to a text.
struct Spacing: Hashable, Sendable {
    /// What a value is for. `edgeAboveText` is kept on a plain view's bottom edge and a text's top
    /// edge: it is the room between an edge and a text below it; `edgeBelowText` the converse.
    enum Category: UInt8, Sendable {
        case textToText, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText
    }

    /// A value's kind, in the order that decides which of two values a union keeps: any
    /// distance < any upper text's metrics < any lower text's metrics (OpenSwiftUI's ordering).
    enum ValueKind: UInt8, Sendable, Comparable {
        /// A length in points.
        case distance
        /// Kept on a text's bottom edge, for a text below it.
        case upperTextMetrics
        /// Kept on a text's top edge, for a text above it.
        case lowerTextMetrics

        static func < (a: ValueKind, b: ValueKind) -> Bool { a.rawValue < b.rawValue }
    }

    struct Entry: Hashable, Sendable {
        /// nil for the default category.
        var category: Category?
        var edge: Edge
        var kind: ValueKind
        /// The distance, or for text metrics the text's line spacing (which orders them).
        var value: CGFloat
        /// For text metrics: the gap this text asks for below a text above it (its leading,
        /// rounded up to the pixel grid; zero under the pre-iOS 17 rule).
        var textGap: CGFloat = 0

        /// What two touching values combine to, or nil when they do not combine.
        func combined(with other: Entry) -> CGFloat? {
            switch (kind, other.kind) {
            case (.distance, .distance): value + other.value
            case (.distance, _): value
            case (_, .distance): other.value
            case (.upperTextMetrics, .lowerTextMetrics): other.textGap
            case (.lowerTextMetrics, .upperTextMetrics): textGap
            default: nil
            }
        }

        /// Whether a union keeps this value over `other` (same key).
        func outranks(_ other: Entry) -> Bool {
            kind != other.kind ? kind > other.kind : value > other.value
        }
    }

    /// A handful of entries at most (a text and a plain view declare four each), so a list is
    /// cheaper than a dictionary; the shared constants below copy without allocating.
    private(set) var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// What a plain leaf declares: zero next to a text on every edge, no default.
    static let plain = Spacing(entries: [
        Entry(category: .edgeBelowText, edge: .top, kind: .distance, value: 0),
        Entry(category: .edgeRightText, edge: .leading, kind: .distance, value: 0),
        Entry(category: .edgeAboveText, edge: .bottom, kind: .distance, value: 0),
        Entry(category: .edgeLeftText, edge: .trailing, kind: .distance, value: 0),
    ])

    /// Zero on every edge, in the default category: neighbours sit flush.
    static let zero = Spacing(entries: Edge.allCases.map { Entry(category: nil, edge: $0, kind: .distance, value: 0) })

    /// Nothing declared: neighbours get the default 8.
    static let empty = Spacing(entries: [])

    /// Zero in the default category on the two edges along `axis` only (a `Spacer` in a stack).
    static func zero(along axis: Axis) -> Spacing {
        axis == .horizontal ? horizontalZero : verticalZero
    }

    private static let horizontalZero = Spacing(entries: [
        Entry(category: nil, edge: .leading, kind: .distance, value: 0),
        Entry(category: nil, edge: .trailing, kind: .distance, value: 0),
    ])
    private static let verticalZero = Spacing(entries: [
        Entry(category: nil, edge: .top, kind: .distance, value: 0),
        Entry(category: nil, edge: .bottom, kind: .distance, value: 0),
    ])

    /// SwiftUI's spacing when neither neighbour declares anything that applies.
    static let defaultDistance: CGFloat = 8

    private func entry(_ category: Category?, _ edge: Edge) -> Entry? {
        entries.first { $0.category == category && $0.edge == edge }
    }

    /// The gap between this view and `next`, which follows it along `axis` (below it, or after it
    /// in a left-to-right row), or nil when nothing applies.
    func distance(to next: Spacing, along axis: Axis) -> CGFloat? {
        let (edge, nextEdge): (Edge, Edge) = axis == .vertical ? (.bottom, .top) : (.trailing, .leading)
        var best: CGFloat?
        for entry in entries where entry.edge == edge && entry.category != nil {
            guard let other = next.entry(entry.category, nextEdge), let value = entry.combined(with: other) else { continue }
            best = max(best ?? value, value)
        }
        if let best { return best }
        let own = entry(nil, edge)?.value, theirs = next.entry(nil, nextEdge)?.value
        guard own != nil || theirs != nil else { return nil }
        return max(own ?? -.infinity, theirs ?? -.infinity)
    }

    /// Merges `other`'s values on `edges` into this one, keeping the larger value per key.
    mutating func incorporate(_ edges: Edge.Set, of other: Spacing) {
        for entry in other.entries where edges.contains(Edge.Set(entry.edge)) {
            if let index = entries.firstIndex(where: { $0.category == entry.category && $0.edge == entry.edge }) {
                if entry.outranks(entries[index]) { entries[index] = entry }
            } else {
                entries.append(entry)
            }
        }
    }

    /// Forgets what the view declared on `edges` and declares what a plain view does there: a
    /// frame or padding on those edges stands between the content and its neighbours.
    func resetting(_ edges: Edge.Set) -> Spacing {
        guard !edges.isEmpty else { return self }
        var result = Spacing(entries: entries.filter { !edges.contains(Edge.Set($0.edge)) })
        result.entries += Spacing.plain.entries.filter { edges.contains(Edge.Set($0.edge)) }
        return result
    }

    /// The union of the children's spacing on `edges` (a container's own spacing).
    static func union(_ spacings: some Sequence<Spacing>, edges: Edge.Set = .all) -> Spacing {
        var result = Spacing.empty
        for spacing in spacings { result.incorporate(edges, of: spacing) }
        return result
    }
}

extension Spacing {
    /// What a text declares (OpenSwiftUI, `View/Text/Text/Text+Spacing.swift`), from its largest
    /// font's metrics. With `s` a tenth of the line's ascent plus descent, rounded up to the
    /// pixel grid (to 4 points under the pre-iOS 17 rule):
    /// - above the text, room for a view above it: `descent + s`;
    /// - below the text, room for a view below it: `max(ascent + descent + s − capHeight, s + descent)`;
    /// - between two texts: the lower one's leading, rounded up to the pixel grid (0 under the
    ///   pre-iOS 17 rule).
    /// Only the top and bottom edges: side by side a text sits 8 from anything.
    static func text(_ metrics: FontLineMetrics, pixelLength: CGFloat, rule: TextSpacingRule) -> Spacing {
        let lineHeight = metrics.ascender + metrics.descender
        let grid = rule == .current ? pixelLength : 4
        let s = roundUp(0.1 * lineHeight, to: grid)
        let textGap = rule == .current ? roundUp(metrics.leading, to: pixelLength) : 0
        let lineSpacing = lineHeight + metrics.leading
        return Spacing(entries: [
            Entry(category: .textToText, edge: .top, kind: .lowerTextMetrics, value: lineSpacing, textGap: textGap),
            Entry(category: .textToText, edge: .bottom, kind: .upperTextMetrics, value: lineSpacing, textGap: textGap),
            Entry(category: .edgeAboveText, edge: .top, kind: .distance, value: metrics.descender + s),
            Entry(category: .edgeBelowText, edge: .bottom, kind: .distance,
                  value: max(lineHeight + s - metrics.capHeight, s + metrics.descender)),
        ])
    }

    private static func roundUp(_ value: CGFloat, to grid: CGFloat) -> CGFloat {
        guard grid > 0, grid.isFinite else { return value }
        return ((value / grid) - 1e-9).rounded(.up) * grid
    }
}

/// How texts are spaced from their neighbours in stacks: by the rule of the current SDKs, or by
/// the rule of apps built before the iOS 17 / macOS 14 SDKs (OpenSwiftUI's
/// `TextSpacingUIKit0059v2` semantic), which rounded a text's margin up to 4 points and put
/// nothing between two texts.
public enum TextSpacingRule: String, Hashable, Sendable, CaseIterable {
    case current
    case preIOS17 = "pre-ios17"
}

/// Preferred spacing around a view, as SwiftUI's `ViewSpacing`: what a `Layout` reads from its
/// subviews (`LayoutSubview.spacing`) and reports for itself (`spacing(subviews:cache:)`).
public struct ViewSpacing: Sendable {
    var spacing: Spacing

    init(_ spacing: Spacing) {
        self.spacing = spacing
    }

    /// Declares nothing: next to it, a view's own values decide, or the default of 8.
    public init() { spacing = .empty }

    /// Zero on every edge.
    public static let zero = ViewSpacing(.zero)

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        spacing.distance(to: next.spacing, along: axis) ?? Spacing.defaultDistance
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        spacing.incorporate(edges, of: other.spacing)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
