/// The kinds of view the fidelity table reports on, each with its own agreement figure: users
/// see, per kind of view, how far to trust an answer.
public enum FidelityArea: String, CaseIterable, Sendable, Codable, Comparable {
    case text
    case stacks
    case controls
    case lists
    case navigation
    case grids
    case scroll
    case shapes
    case modifiers

    /// How the table names it.
    public var title: String {
        switch self {
        case .text: "text"
        case .stacks: "stacks and spacing"
        case .controls: "controls"
        case .lists: "lists and forms"
        case .navigation: "navigation"
        case .grids: "grids"
        case .scroll: "scroll"
        case .shapes: "shapes and images"
        case .modifiers: "modifiers"
        }
    }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
