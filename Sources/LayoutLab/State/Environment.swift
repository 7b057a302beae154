/// Reads a value from the environment the view was expanded in.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.values = context.inputs.environment
        return nil
    }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}

extension Environment: @unchecked Sendable where Value: Sendable {}
