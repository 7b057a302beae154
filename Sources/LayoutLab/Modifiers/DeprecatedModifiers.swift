// Spellings SwiftUI deprecated that real code still writes. Each does what its replacement does
// here: `accessibility(identifier:)` names the node as `accessibilityIdentifier` does, the rest
// are accepted as their replacements are (docs/layout-rules.md, "Drawing, animation and input").

nonisolated extension View {
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }

    /// The iOS 13 spelling of `environment(\.colorScheme, _:)`: the view and its content take the
    /// scheme (Apple, "colorScheme(_:)", deprecated in iOS 17 for `preferredColorScheme`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The iOS 13 action sheet: system chrome, never laid out, as `confirmationDialog`.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { self }
}

/// UIKit's capitalization styles, as `.autocapitalization(_:)` takes them.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The iOS 13 action sheet, accepted with `.actionSheet(isPresented:content:)`.
public struct ActionSheet {
    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}
