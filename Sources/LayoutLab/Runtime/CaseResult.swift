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

    public var outcome: CaseOutcome {
        steps.map { step -> CaseOutcome in
            switch step.outcome {
            case .stable: .stable
            case .unstable: .unstable
            case .cycle: .cycle
            }
        }.max() ?? .stable
    }

    public var passes: Int { steps.reduce(0) { $0 + $1.passes } }
}
