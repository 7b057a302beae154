/// How a whole case ended: its worst step.
public enum CaseOutcome: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    case stable, cycle, unstable, error

    public static func < (a: CaseOutcome, b: CaseOutcome) -> Bool {
        let order: [CaseOutcome] = [.stable, .cycle, .unstable, .error]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// A finished case: one result per timeline step.
public struct CaseResult: Sendable {
    public let steps: [StepResult]

    /// Why the case ended before its timeline did (a view read a dependency no ancestor
    /// provides), or nil.
    public var failure: String? { steps.lazy.compactMap(\.failure).first }

    public var outcome: CaseOutcome {
        if failure != nil { return .error }
        return steps.map { step -> CaseOutcome in
            switch step.outcome {
            case .stable: .stable
            case .unstable: .unstable
            case .cycle: .cycle
            }
        }.max() ?? .stable
    }

    public var passes: Int { steps.reduce(0) { $0 + $1.passes } }
}
