/// A typed input a scenario declares beside its variants: a number of rows, a name, a spacing
/// (docs/scenarios.md, "Parameters"). `record --param rows=40` sets one for a run, `--sweep
/// param.rows=1...50` runs each case at every value.
public struct ScenarioParameter: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case integer, number, string
    }

    public let name: String
    public let kind: Kind
    /// As written on the command line.
    public let defaultValue: String
    /// The allowed values of a number or integer, inclusive.
    public let range: ClosedRange<Double>?
    public let meaning: String

    /// An integer, `rows: Int = 5` within `range`.
    public static func integer(_ name: String, default value: Int, in range: ClosedRange<Int>? = nil, _ meaning: String = "") -> ScenarioParameter {
        ScenarioParameter(
            name: name, kind: .integer, defaultValue: String(value),
            range: range.map { Double($0.lowerBound)...Double($0.upperBound) }, meaning: meaning
        )
    }

    /// A number of points or a factor, `spacing: CGFloat = 8`.
    public static func number(_ name: String, default value: Double, in range: ClosedRange<Double>? = nil, _ meaning: String = "") -> ScenarioParameter {
        ScenarioParameter(name: name, kind: .number, defaultValue: CGFloat(value).formattedPoints, range: range, meaning: meaning)
    }

    /// Text, `name: String = "Ada"`.
    public static func string(_ name: String, default value: String, _ meaning: String = "") -> ScenarioParameter {
        ScenarioParameter(name: name, kind: .string, defaultValue: value, range: nil, meaning: meaning)
    }

    /// The value `text` stands for, normalised (`040` is `40`), or nil if this parameter cannot take it.
    public func normalized(_ text: String) -> String? {
        switch kind {
        case .string:
            return text
        case .integer:
            guard let value = Int(text), range.map({ $0.contains(Double(value)) }) ?? true else { return nil }
            return String(value)
        case .number:
            guard let value = Double(text), value.isFinite, range.map({ $0.contains(value) }) ?? true else { return nil }
            return CGFloat(value).formattedPoints
        }
    }

    /// What it accepts, for messages: `an integer in 1...50`.
    public var allowed: String {
        switch kind {
        case .string: "any text"
        case .integer: "an integer" + (range.map { " in \(Int($0.lowerBound))...\(Int($0.upperBound))" } ?? "")
        case .number: "a number" + (range.map { " in \(CGFloat($0.lowerBound).formattedPoints)...\(CGFloat($0.upperBound).formattedPoints)" } ?? "")
        }
    }
}

/// The parameter values of one case: the declared defaults, with what the run set.
public struct ScenarioParameters: Sendable, Hashable {
    /// Normalised text values by name, for every declared parameter.
    public let values: [String: String]

    public init(_ declared: [ScenarioParameter], setting overrides: [String: String] = [:]) {
        var values: [String: String] = [:]
        for parameter in declared { values[parameter.name] = overrides[parameter.name] ?? parameter.defaultValue }
        self.values = values
    }

    public func int(_ name: String) -> Int { values[name].flatMap { Int($0) } ?? 0 }
    public func double(_ name: String) -> Double { values[name].flatMap { Double($0) } ?? 0 }
    public func cgFloat(_ name: String) -> CGFloat { CGFloat(double(name)) }
    public func string(_ name: String) -> String { values[name] ?? "" }
}
