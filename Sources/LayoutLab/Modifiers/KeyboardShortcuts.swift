// Keyboard shortcuts (Apple: "keyboardShortcut(_:modifiers:)", KeyEquivalent, EventModifiers,
// KeyboardShortcut). A shortcut triggers its control from a hardware keyboard and changes no
// layout, so the engine accepts and drops it: the view is laid out and recorded as without it.

/// A key that, with its modifiers, triggers a shortcut: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    // The named keys carry the characters AppKit's NSEvent uses for them (the Unicode private-use
    // function-key range for the arrows and the rest), so two keys never compare equal.
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut's key follows the keyboard's layout.
    public struct Localization: Hashable, Sendable {
        let kind: Int
        public static let automatic = Localization(kind: 0)
        public static let withoutMirroring = Localization(kind: 1)
        public static let custom = Localization(kind: 2)
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, with no modifier: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, with no modifier: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        self
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        self
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }
}

nonisolated extension View {
    /// SwiftUI prints which of the view's dynamic properties changed when `body` is called, a
    /// debugging aid. The engine prints nothing, so that a recording's output stays clean.
    public static func _printChanges() {}
}
