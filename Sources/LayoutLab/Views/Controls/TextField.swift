/// A field of editable text (`Layouts/TextFieldRule.swift`). It shows its text, or its prompt
/// when the text is empty; nothing is typed here.
public nonisolated struct TextField<Label: View>: View {
    let label: Label
    let text: String
    let prompt: Text?
    let axis: Axis
    var isSecure = false

    init(label: Label, text: String, prompt: Text?, axis: Axis = .horizontal) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.axis = axis
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text.wrappedValue, prompt: prompt)
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text.wrappedValue, prompt: prompt, axis: axis)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label: label(), text: format.format(value.wrappedValue), prompt: prompt)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label: label(), text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    /// The field's title when its label is a text (a custom style's configuration keeps it).
    var title: Text? { (label as? Text) ?? (label as? _TextFieldStyleLabel)?.title }

    /// The field as a custom style's `_body(configuration:)` receives it.
    var configuration: TextField<_TextFieldStyleLabel> {
        let label = self.label
        var field = TextField<_TextFieldStyleLabel>(
            label: _TextFieldStyleLabel(title: title, expand: { inputs, list in makeViewList(label, inputs, &list) }),
            text: text, prompt: prompt, axis: axis
        )
        field.isSecure = isSecure
        return field
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        if let style = environment.textFieldStyle.custom {
            StyleBody.controlNode(kind: view.isSecure ? "SecureField" : "TextField", inputs: inputs, list: &list) { owner, inputs, list in
                style(view.configuration, owner, inputs, &list)
            }
            return
        }
        let metrics = environment.controlMetrics
        let rounded = environment.textFieldStyle.kind.isRounded(metrics: metrics, context: environment.controlContext)
        // Empty, the field shows its prompt, or its title where the label is a text.
        let shown = !view.text.isEmpty ? Text(verbatim: view.isSecure ? String(repeating: "•", count: view.text.count) : view.text)
            : view.prompt ?? (view.title) ?? Text(verbatim: "")
        let layout = TextFieldRule(
            runs: shown.resolvedRuns(in: environment, textScale: inputs.graph.knobs.textScale),
            insets: rounded ? metrics.roundedFieldInsets : EdgeInsets(),
            lineExtra: metrics.fieldLineExtra,
            minHeight: rounded ? metrics.roundedFieldMinHeight : 0,
            idealExtraWidth: metrics.fieldIdealExtraWidth,
            wraps: view.axis == .vertical,
            lineLimit: view.axis == .vertical ? environment.lineLimit : 1,
            reservedLines: view.axis == .vertical ? environment.reservedLines : nil,
            displayScale: environment.displayScale
        )
        let kind = view.isSecure ? "SecureField" : "TextField"
        let field = LayoutNode(kind: kind, slot: inputs.slot, identity: inputs.identity, layout: layout)
        // In a macOS form a field's title is its label, in the form's label column, 8 before the
        // field (measured macOS 26: iamcgn/swiftui-web form/steps, labeledcontent/form).
        if environment.inFormLabelColumns, let title = view.title, !(title.plainText.isEmpty) {
            var labelList = _ViewList()
            var labelInputs = inputs.containerContent(orientation: nil)
            labelInputs.identity = inputs.identity.appending(0x1AB)
            Text._makeViewList(view: title, inputs: labelInputs, list: &labelList)
            labelList.nodes.forEach(FormLabelColumn.mark)
            field.slot = "field"
            let row = LayoutNode(
                kind: kind, slot: inputs.slot, identity: inputs.identity.appending(0xF0_12),
                layout: StackRule(HStackLayout(alignment: .center, spacing: metrics.switchGap))
            )
            row.setChildren(labelList.nodes + [field])
            list.append(row)
            return
        }
        // In macOS's grouped form the title leads the row in the controls' label font and the
        // field takes the rest of it (measured macOS 26: iamcgn/swiftui-web form/grouped,
        // form/styles: "Name" and its field 300 × 18.5 in a 300 pt row).
        if environment.controlContext.inGroupedFormRow, let title = view.title, !(title.plainText.isEmpty) {
            let labelNode = ControlLabel.expand({ inputs, list in Text._makeViewList(view: title, inputs: inputs, list: &list) },
                                                inputs: inputs, isControlLabel: true)
            field.slot = "field"
            let row = LayoutNode(
                kind: kind, slot: inputs.slot, identity: inputs.identity.appending(0xF0_12),
                layout: LabeledContentRule(
                    hasLabel: labelNode != nil, indicator: nil, gap: metrics.switchGap, contentGap: metrics.switchGap,
                    fillsWidth: true
                )
            )
            row.setChildren((labelNode.map { [$0] } ?? []) + [field])
            list.append(row)
            return
        }
        list.append(field)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), text: text.wrappedValue, prompt: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), text: text.wrappedValue, prompt: nil)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), text: text.wrappedValue, prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), text: text.wrappedValue, prompt: prompt)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), text: text.wrappedValue, prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), text: text.wrappedValue, prompt: nil, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), text: text.wrappedValue, prompt: prompt, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(label: Text(titleKey), text: text.wrappedValue, prompt: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(label: Text(title), text: text.wrappedValue, prompt: nil)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(titleKey), text: format.format(value.wrappedValue), prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(title), text: format.format(value.wrappedValue), prompt: prompt)
    }

    /// A field for an optional value (iOS 16): empty, showing its prompt, while the value is nil.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(titleKey), text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(title), text: value.wrappedValue.map { format.format($0) } ?? "", prompt: prompt)
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(label: Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(label: Text(title), text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt)
    }

    /// The iOS 13 spellings, with editing callbacks no one triggers here.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(title, value: value, formatter: formatter)
    }
}

/// A field whose text is hidden: laid out like a text field, its text as bullets.
public nonisolated struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(label: label(), text: text.wrappedValue, prompt: prompt)
        field.isSecure = true
        self.field = field
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        TextField._makeViewList(view: view.field, inputs: inputs, list: &list)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// The iOS 13 form: `onCommit` runs when the user presses Return, which no case does.
    @available(*, deprecated, message: "Use onSubmit(of:_:) instead")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use onSubmit(of:_:) instead")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

// MARK: Styles

/// How a text field is drawn; SwiftUI's protocol is closed, so the built-in styles are all there is.
/// How a text field is drawn: the platform's styles, or an app's own, whose `_body` wraps the
/// field it is given (`configuration.padding(12).background(…)`, SwiftUI's underscored but public
/// requirement, which apps implement). Inside it the field is a plain one, as in SwiftUI.
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

/// A text field's label as a custom style's configuration holds it.
public nonisolated struct _TextFieldStyleLabel: View {
    let title: Text?
    let expand: _ContentExpander
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) { view.expand(inputs, &list) }
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

/// The style the environment carries.
enum TextFieldStyleKind: Hashable, Sendable {
    case automatic, plain, rounded

    /// Whether the field draws a border here: the automatic style is plain on iOS and in list
    /// rows, rounded on macOS.
    func isRounded(metrics: ControlMetrics, context: ControlContext) -> Bool {
        switch self {
        case .plain: false
        case .rounded: true
        case .automatic: metrics.automaticFieldIsRounded && !context.inListRow
        }
    }
}

/// A text field style as the environment carries it: a built-in one by kind, an app's own with
/// its body. Unchecked: it holds a closure over a style value, never mutated once made.
struct AnyTextFieldStyle: @unchecked Sendable {
    let kind: TextFieldStyleKind
    let custom: ((TextField<_TextFieldStyleLabel>, Identity, _ViewInputs, inout _ViewList) -> Void)?

    init(kind: TextFieldStyleKind) {
        self.kind = kind
        custom = nil
    }

    init<S: TextFieldStyle>(custom style: S) {
        kind = .plain
        custom = { configuration, owner, inputs, list in
            var bodyInputs = inputs
            bodyInputs.environment.textFieldStyle = AnyTextFieldStyle(kind: .plain)
            StyleBody.expand(style, owner: owner, inputs: bodyInputs, list: &list) { $0._body(configuration: configuration) }
        }
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = AnyTextFieldStyle(kind: .automatic)
}

extension EnvironmentValues {
    var textFieldStyle: AnyTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind: TextFieldStyleKind = switch style {
        case is PlainTextFieldStyle: .plain
        case is RoundedBorderTextFieldStyle, is SquareBorderTextFieldStyle: .rounded
        case is DefaultTextFieldStyle: .automatic
        default: .plain
        }
        let built = style is DefaultTextFieldStyle || style is PlainTextFieldStyle || style is RoundedBorderTextFieldStyle
            || style is SquareBorderTextFieldStyle
        return environment(\.textFieldStyle, built ? AnyTextFieldStyle(kind: kind) : AnyTextFieldStyle(custom: style))
    }

    // Editing behaviour: accepted, no layout effect.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environment(\.autocorrectionDisabled, disable) }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { environment(\.scrollDismissesKeyboardMode, mode) }
}

public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// UIKit's keyboard types, as `.keyboardType(_:)` takes them.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}
