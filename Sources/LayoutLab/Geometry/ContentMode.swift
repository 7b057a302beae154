/// How `aspectRatio` fits a view into its proposal.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}
