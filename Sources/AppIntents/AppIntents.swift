// The `AppIntents` module for Linux, where Apple's framework does not exist: the parts a widget
// uses (a `WidgetConfigurationIntent` with its `@Parameter`s, an `AppIntent` a button runs, an
// `AppEnum`). An intent keeps its parameters' values and `perform()` runs when called; there is
// no Shortcuts app or Siri here to offer it (docs/supported-api.md, "AppIntents"). Depend on it
// for Linux only, like `SwiftUI` (docs/scenarios.md).
@_exported import Foundation
@_spi(Modules) import LayoutLab

/// A string to localise, as Apple's Foundation declares it (swift-corelibs-foundation has none):
/// kept as its key; nothing is localised here.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String

    public init(stringLiteral value: String) {
        key = value
    }

    public init(_ keyAndValue: String.LocalizationValue) {
        key = keyAndValue.text
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        key = String.LocalizationValue(stringInterpolation: stringInterpolation).text
    }

    public var description: String { key }
}

extension String {
    /// The key of a localised string, with its interpolations written out.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let text: String

        public init(stringLiteral value: String) {
            text = value
        }

        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        }
    }

    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}
