import Foundation
import LayoutLab

// Menu commands (Apple: "Commands", macOS and iPadOS): the groups and menus an app adds to its
// menu bar with `.commands { … }`. No menu bar exists here; commands are values that keep their
// placement and content (docs/supported-api.md, "Apps and scenes").

/// A set of menu commands: an app's own (`struct AppCommands: Commands`) or the system's.
@MainActor @preconcurrency
public protocol Commands {
    // Unconstrained (Apple's is a `Commands`): `Never` is the primitives' body, and a constraint
    // would need `Never: Commands`, whose `body` would be ambiguous with its `View` and
    // `TransferRepresentation` ones here.
    associatedtype Body
    @CommandsBuilder var body: Body { get }
}

/// Commands the framework provides: their body is never asked for.
public protocol _PrimitiveCommands: Commands where Body == Never {}

extension _PrimitiveCommands {
    public var body: Never { fatalError("\(Self.self) is primitive commands: it has no body") }
}

// Main-actor isolated, as the bodies it builds are (and the scenes it makes).
@resultBuilder @MainActor
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(repeat each content)
    }
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> { _OptionalCommands(content: content) }
    public static func buildEither<First: Commands, Second: Commands>(first: First) -> _ConditionalCommands<First, Second> {
        _ConditionalCommands(first: first)
    }
    public static func buildEither<First: Commands, Second: Commands>(second: Second) -> _ConditionalCommands<First, Second> {
        _ConditionalCommands(second: second)
    }
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

public struct _TupleCommands<each Content: Commands>: _PrimitiveCommands {
    public let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

public struct _OptionalCommands<Content: Commands>: _PrimitiveCommands {
    public let content: Content?
}

public struct _ConditionalCommands<First: Commands, Second: Commands>: _PrimitiveCommands {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    init(first: First) { storage = .first(first) }
    init(second: Second) { storage = .second(second) }
}

public struct EmptyCommands: _PrimitiveCommands {
    public init() {}
}

/// Where a command group goes among the standard menus' items (Apple: "CommandGroupPlacement").
public struct CommandGroupPlacement: Hashable, Sendable {
    public let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// Items placed before, after or instead of a standard group.
public struct CommandGroup<Content: View>: _PrimitiveCommands {
    public enum Position: Hashable, Sendable { case before, after, replacing }
    public let placement: CommandGroupPlacement
    public let position: Position
    public let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        content = addition()
    }
}

/// A menu of its own in the menu bar.
public struct CommandMenu<Content: View>: _PrimitiveCommands {
    public let name: Text
    public let content: Content

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}

/// The system's command sets an app opts into.
public struct SidebarCommands: _PrimitiveCommands { public init() {} }
public struct ToolbarCommands: _PrimitiveCommands { public init() {} }
public struct TextEditingCommands: _PrimitiveCommands { public init() {} }
public struct TextFormattingCommands: _PrimitiveCommands { public init() {} }
public struct ImportFromDevicesCommands: _PrimitiveCommands { public init() {} }
public struct InspectorCommands: _PrimitiveCommands { public init() {} }
