/// A run as reports name it: its id and label.
public struct RunIdentity: Hashable, Sendable, Codable {
    public var id: Int64
    public var label: String?

    public init(id: Int64, label: String?) {
        self.id = id
        self.label = label
    }

    /// `run 3 "nightly"`, or `run 3` without a label.
    public var name: String { label.map { "run \(id) \"\($0)\"" } ?? "run \(id)" }
}
