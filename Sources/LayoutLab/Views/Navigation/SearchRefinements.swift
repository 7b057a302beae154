/// What refines a search beyond its field: scopes, tokens, completions, focus. SwiftUI shows these
/// only while the user searches (a scope bar under the field, tokens inside it, a completion row
/// in the suggestions), and a recorded case never types into the field, so they are accepted and
/// take no room: the field itself is what `searchable` lays out (`NavigationChrome.swift`).
/// Apple's documentation: "Scoping a search operation", "Performing a search operation"
/// (developer.apple.com/documentation/swiftui/search).

/// When a search's scope bar appears (iOS 16.4).
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Where search suggestions show: in a menu under the field or in the content (iOS 16).
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// The placements a `searchSuggestions(_:for:)` block may name.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let menu = Set(rawValue: 1)
        public static let content = Set(rawValue: 2)
    }
}

/// Whether presenting search hides the navigation bar's other content (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// How dictation into a text input starts (iOS 17).
public struct TextInputDictationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline")
    }
}

public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    public static let onLook = TextInputDictationActivation(name: "onLook")
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

nonisolated extension View {
    /// A scope bar for the search (`Picker`-like content tagged with the scope values).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View { self }

    /// A search field holding tokens as well as text: the field is the same band.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// What a tapped suggestion puts in the field.
    public func searchCompletion(_ completion: String) -> some View { self }

    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }

    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// Whether the search field has focus (iOS 18): a case never focuses it.
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }

    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
}
