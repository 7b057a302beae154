/// One value in run A beside the same value in run B. Either side is nil when that run has no
/// such thing (a case, a step or a node only in the other run).
public struct Compared<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    public var a: Value?
    public var b: Value?

    public init(_ a: Value?, _ b: Value?) {
        self.a = a
        self.b = b
    }

    public var changed: Bool { a != b }
}

extension Compared {
    /// Both sides transformed alike.
    func map<T>(_ transform: (Value) -> T) -> Compared<T> { Compared<T>(a.map(transform), b.map(transform)) }
}
