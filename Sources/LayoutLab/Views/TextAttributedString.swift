import Foundation

// `Text(AttributedString)` (Apple, "Text.init(_:)" for `AttributedString`, iOS 15) and the SwiftUI
// attributes an attributed string carries (`AttributeScopes.SwiftUIAttributes`: `font`,
// `foregroundColor`, and the rest). Linux's Foundation has `AttributedString` but not SwiftUI's
// scope, so the engine declares the keys. A text made from an attributed string is one segment
// per run: its characters, and the run's font and colour where it sets them (a run's font wins
// over the environment's, as a `Text`'s own `font` does). Attributes that only draw (underline,
// strikethrough, background colour, links) are kept in the string and not drawn.

extension AttributeScopes {
    /// SwiftUI's attributes, under `\.swiftUI` as Apple names the scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes
    }
}

extension AttributeScopes.SwiftUIAttributes {
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }

    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }

    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// One segment per run of `attributedContent`, with the run's font, colour, kerning, tracking,
    /// baseline offset and Markdown emphasis.
    /// Disfavoured: `AttributedString` is a string literal too, and `Text("…")` must stay a
    /// `LocalizedStringKey` (Markdown, localisation), as it is in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let scope = AttributeScopes.SwiftUIAttributes.self
        segments = attributedContent.runs.map { run in
            var segment = Segment(string: String(attributedContent[run.range].characters))
            segment.font = run[scope.FontAttribute.self]
            segment.color = run[scope.ForegroundColorAttribute.self].map { PaintColor($0) }
            segment.tracking = (run[scope.KerningAttribute.self] ?? 0) + (run[scope.TrackingAttribute.self] ?? 0)
            segment.baselineOffset = run[scope.BaselineOffsetAttribute.self] ?? 0
            // Markdown's emphasis (`AttributedMarkdown.swift`), as a `Text` of the same Markdown shows it.
            if let intent = run[scope.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { segment.weight = .bold }
                if intent.contains(.emphasized) { segment.italic = true }
                if intent.contains(.code) { segment.design = .monospaced }
            }
            return segment
        }
    }
}
