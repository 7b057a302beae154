import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Entry` in `extension EnvironmentValues` or `ContainerValues` declares the key and the
/// accessors, as SwiftUI's does.
@Suite struct EntryMacroTests {
    @Test func anEntryDeclaresItsKeyAndAccessors() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var cardWidth: CGFloat = 240
            }
            """,
            expanded: """
            extension EnvironmentValues {
                var cardWidth: CGFloat {
                    get {
                        self[__Key_cardWidth.self]
                    }
                    set {
                        self[__Key_cardWidth.self] = newValue
                    }
                }

                private struct __Key_cardWidth: EnvironmentKey {
                    typealias Value = CGFloat
                    static var defaultValue: Value {
                        240
                    }
                }
            }
            """
        )
    }

    @Test func anOptionalEntryDefaultsToNil() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var caption: String?
            }
            """,
            expanded: """
            extension EnvironmentValues {
                var caption: String? {
                    get {
                        self[__Key_caption.self]
                    }
                    set {
                        self[__Key_caption.self] = newValue
                    }
                }

                private struct __Key_caption: EnvironmentKey {
                    typealias Value = String?
                    static var defaultValue: Value {
                        nil
                    }
                }
            }
            """
        )
    }

    @Test func aContainerValueEntryDeclaresAContainerValueKey() {
        expectExpansion(
            """
            extension ContainerValues {
                @Entry var isPinned: Bool = false
            }
            """,
            expanded: """
            extension ContainerValues {
                var isPinned: Bool {
                    get {
                        self[__Key_isPinned.self]
                    }
                    set {
                        self[__Key_isPinned.self] = newValue
                    }
                }

                private struct __Key_isPinned: ContainerValueKey {
                    typealias Value = Bool
                    static var defaultValue: Value {
                        false
                    }
                }
            }
            """
        )
    }

    /// `@Entry var count = 0`: the key's default keeps its own type, which is the property's.
    @Test func anEntryWithoutItsTypeTakesItsDefaultsType() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var count = 0
            }
            """,
            expanded: """
            extension EnvironmentValues {
                var count {
                    get {
                        self[__Key_count.self]
                    }
                    set {
                        self[__Key_count.self] = newValue
                    }
                }

                private struct __Key_count: EnvironmentKey {
                    static let defaultValue = 0
                }
            }
            """
        )
    }

    @Test func anEntryOutsideTheEnvironmentIsAnError() {
        expectExpansion(
            """
            extension Transaction {
                @Entry var isQuick: Bool = false
            }
            """,
            expanded: """
            extension Transaction {
                var isQuick: Bool = false
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry is modelled in 'extension EnvironmentValues' and 'extension ContainerValues' only", line: 2, column: 5),
                DiagnosticSpec(message: "@Entry is modelled in 'extension EnvironmentValues' and 'extension ContainerValues' only", line: 2, column: 5),
            ]
        )
    }
}
