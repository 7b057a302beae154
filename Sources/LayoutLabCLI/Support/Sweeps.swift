import Foundation
import LayoutLab

/// `record --param NAME=VALUE` and `record --sweep KEY=VALUES` (docs/cli.md, "Sweeps"): the
/// settings each selected case runs with. Sweeps multiply: every case runs at every combination
/// of their points, in the order the sweeps are given, the first varying slowest.
struct CaseSweeps {
    /// One sweep: a key (`width`, `dynamic-type`, `param.rows`) and its points, as written.
    struct Sweep {
        let key: String
        let points: [String]
    }

    let parameters: [String: String]
    let sweeps: [Sweep]

    init(parameters settings: [String], sweeps specs: [String], scenarios: [any Scenario.Type]) throws {
        let declared = scenarios.flatMap { $0.parameters }
        var parameters: [String: String] = [:]
        for setting in settings {
            let (name, value) = try Self.split(setting, option: "--param")
            guard let parameter = declared.first(where: { $0.name == name }) else {
                throw BadInput(unknown: "parameter", name, candidates: Array(Set(declared.map(\.name))).sorted())
            }
            guard let normalized = parameter.normalized(value) else {
                throw BadInput("parameter \(name) cannot be '\(value)'; it takes \(parameter.allowed)")
            }
            parameters[name] = normalized
        }
        self.parameters = parameters
        sweeps = try specs.map { try Self.sweep($0, declared: declared) }
        // The points multiply: three sweeps of 10,000 would be a trillion cases a scenario.
        let product = sweeps.reduce(1.0) { $0 * Double($1.points.count) }
        guard product <= Double(Self.maximumPoints) else {
            throw BadInput("bad --sweep: together the sweeps make \(Int(min(product, 1e18))) points per case, more than \(Self.maximumPoints)")
        }
    }

    /// The settings of every point, in order; one plain setting when nothing is swept.
    func settings(for scenario: any Scenario.Type) -> [CaseSettings] {
        let own = Set(scenario.parameters.map(\.name))
        var base = CaseSettings()
        base.parameters = parameters.filter { own.contains($0.key) }
        var result = [base]
        for sweep in sweeps {
            // A parameter sweep applies to the scenarios that declare the parameter.
            if sweep.key.hasPrefix("param."), !own.contains(String(sweep.key.dropFirst(6))) { continue }
            result = result.flatMap { settings in
                sweep.points.map { point in
                    var next = settings
                    switch sweep.key {
                    case "width": next.width = CGFloat(Double(point) ?? 0)
                    case "dynamic-type": next.dynamicType = DynamicTypeSize.allCases.first { "\($0)" == point }
                    default: next.parameters[String(sweep.key.dropFirst(6))] = point
                    }
                    next.sweep.append((sweep.key, point))
                    return next
                }
            }
        }
        return result
    }

    private static func split(_ text: String, option: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw BadInput("\(option) takes KEY=VALUE, not '\(text)'")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    private static func sweep(_ spec: String, declared: [ScenarioParameter]) throws -> Sweep {
        let (key, values) = try split(spec, option: "--sweep")
        func bad(_ reason: String) -> BadInput { BadInput("bad --sweep '\(spec)': \(reason)") }
        switch key {
        case "width":
            let points = try numbers(values, bad: bad)
            guard points.allSatisfy({ $0 >= 1 && $0 <= 10_000 }) else { throw bad("widths must be 1 to 10000 points") }
            return Sweep(key: key, points: points.map { CGFloat($0).formattedPoints })
        case "dynamic-type":
            let all = DynamicTypeSize.allCases.map { "\($0)" }
            if values == "all" { return Sweep(key: key, points: all) }
            if let range = values.range(of: "...") {
                let from = String(values[..<range.lowerBound]), to = String(values[range.upperBound...])
                guard let a = all.firstIndex(of: from), let b = all.firstIndex(of: to), a <= b else {
                    throw bad("a Dynamic Type range is SIZE...SIZE, smaller first, of \(all.joined(separator: ", "))")
                }
                return Sweep(key: key, points: Array(all[a...b]))
            }
            let points = values.split(separator: ",").map(String.init)
            guard !points.isEmpty, points.allSatisfy(all.contains) else {
                throw bad("Dynamic Type sizes are all, SIZE...SIZE or a list of \(all.joined(separator: ", "))")
            }
            return Sweep(key: key, points: points)
        default:
            guard key.hasPrefix("param.") else { throw bad("sweep width, dynamic-type or param.NAME") }
            let name = String(key.dropFirst(6))
            guard let parameter = declared.first(where: { $0.name == name }) else {
                throw BadInput(unknown: "parameter", name, candidates: Array(Set(declared.map(\.name))).sorted())
            }
            let texts: [String] = parameter.kind == .string || !values.contains("...")
                ? values.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                : try numbers(values, bad: bad).map { parameter.kind == .integer ? String(Int($0)) : CGFloat($0).formattedPoints }
            let points = try texts.map { text in
                guard let normalized = parameter.normalized(text) else { throw bad("\(name) takes \(parameter.allowed), not '\(text)'") }
                return normalized
            }
            return Sweep(key: key, points: points)
        }
    }

    /// `A...B/STEP` (step 1 by default) or `A,B,C`.
    /// The most points one sweep may have (docs/cli.md, "Sweeps").
    static let maximumPoints = 10_000

    private static func numbers(_ text: String, bad: (String) -> BadInput) throws -> [Double] {
        if let range = text.range(of: "...") {
            let upper = String(text[range.upperBound...])
            let parts = upper.split(separator: "/", omittingEmptySubsequences: false)
            guard let from = Double(text[..<range.lowerBound]), let to = Double(parts[0]), from.isFinite, to.isFinite, from <= to,
                  parts.count <= 2
            else { throw bad("a range is FROM...TO or FROM...TO/STEP, FROM ≤ TO") }
            let step = parts.count == 2 ? Double(parts[1]) : 1
            guard let step, step > 0, step.isFinite else { throw bad("the step must be a number above 0") }
            // Worked out in floating point first: (1e30 - 1) / 1 or a step of 1e-300 is far past
            // any Int, and converting it would trap.
            let span = ((to - from) / step).rounded(.down)
            guard span.isFinite, span < Double(Self.maximumPoints) else {
                throw bad("it has more than \(Self.maximumPoints) points; narrow the range or take a larger step")
            }
            let count = Int(span) + 1
            return (0..<count).map { from + Double($0) * step }
        }
        let values = text.split(separator: ",").map { Double($0) }
        guard !values.isEmpty, values.allSatisfy({ $0?.isFinite == true }) else { throw bad("values are FROM...TO/STEP or a list A,B,C") }
        guard values.count <= Self.maximumPoints else { throw bad("it has more than \(Self.maximumPoints) points") }
        return values.map { $0! }
    }
}
