/// A control that opens a URL: laid out as a borderless button, its label alone.
public nonisolated struct Link<Label: View>: View {
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        ButtonExpansion.expand(kind: "Link", role: nil, inputs: inputs, list: &list, style: AnyButtonStyle(BorderlessButtonStyle())) { inputs, list in
            makeViewList(label, inputs, &list)
        }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
