/// An app's own style for a control (a type with `makeBody(configuration:)`), as the environment
/// carries it: the style's body is laid out in the control's place, under a node named as the
/// control. Inside that body the control is the platform's again (`GroupBox(configuration)` draws
/// the built-in box, `Menu(configuration)` the built-in menu), so the style is cleared there.
/// Unchecked: it holds a closure over a style value, never mutated once made.
struct CustomControlStyle<Configuration>: @unchecked Sendable {
    private let expandBody: (Configuration, Identity, _ViewInputs, inout _ViewList) -> Void

    /// - Parameter environmentKey: where the environment carries this kind of style, cleared
    ///   inside the body.
    init<Style, Body: View>(
        _ style: Style, environmentKey: WritableKeyPath<EnvironmentValues, CustomControlStyle?>,
        makeBody: @escaping (Style, Configuration) -> Body
    ) {
        expandBody = { configuration, owner, inputs, list in
            var bodyInputs = inputs
            bodyInputs.environment[keyPath: environmentKey] = nil
            StyleBody.expand(style, owner: owner, inputs: bodyInputs, list: &list) { makeBody($0, configuration) }
        }
    }

    func expand(kind: String, configuration: Configuration, inputs: _ViewInputs, list: inout _ViewList) {
        StyleBody.controlNode(kind: kind, inputs: inputs, list: &list) { owner, inputs, list in
            expandBody(configuration, owner, inputs, &list)
        }
    }
}

/// A part of a control handed to its style (a menu's label, a disclosure group's content), as a
/// view: it lays out what the control was given, where the style's body puts it.
public nonisolated struct _StyleConfigurationPart: View {
    let expand: _ContentExpander

    init(expand: @escaping _ContentExpander) { self.expand = expand }

    init<Content: View>(_ content: Content) {
        expand = { inputs, list in makeViewList(content, inputs, &list) }
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) { view.expand(inputs, &list) }
}
