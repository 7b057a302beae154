// SwiftUI's drag and drop (Apple: "Drag and drop"): the modifiers that make a view a drag source
// or a drop destination, the drop delegate and the state of a drop it is given.
//
// They live in the `SwiftUI` module rather than the engine because their API names
// `NSItemProvider` and `UTType`, which live in CoreTransferable and UniformTypeIdentifiers here
// (Sources/CoreTransferable/NSItemProvider.swift says why); a scenario that imports only
// LayoutLab does not see them.
//
// No pointer or finger drags anything on Linux, so the modifiers are behaviour-only: each lays
// out its view exactly as it is, and its closures never run
// (docs/supported-api.md, "Drag and drop, and `NSItemProvider`"). What is modelled is what a drop delegate's code reads: `DropInfo` answers which of its
// item providers conform to which types, and the delegate's defaults are Apple's.
import UniformTypeIdentifiers

/// What a drop does with the dragged items when it ends.
public enum DropOperation: Hashable, Sendable {
    /// The drop is not accepted here.
    case cancel
    /// A drop the destination refuses, shown as such.
    case forbidden
    case copy
    case move
}

/// What a delegate tells the system a drop would do if it ended where it is.
public struct DropProposal: Hashable, Sendable {
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// The state of a drop over a view: where it is, and the items it carries.
public struct DropInfo {
    /// Where the drag is, in the destination view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// A drop at `location` carrying `itemProviders`, as the system would hand one to a delegate:
    /// Apple's has no public initialiser; this one is for tests and scenarios.
    public init(_location location: CGPoint, itemProviders: [NSItemProvider]) {
        self.location = location
        providers = itemProviders
    }

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The items that conform to one of `contentTypes`, in the order they were dragged.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers(conformingTo: contentTypes.map(\.identifier))
    }

    @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
    public func hasItemsConforming(to types: [String]) -> Bool {
        !providers(conformingTo: types).isEmpty
    }

    @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers(conformingTo: types)
    }

    func providers(conformingTo identifiers: [String]) -> [NSItemProvider] {
        providers.filter { provider in identifiers.contains(where: provider.hasItemConformingToTypeIdentifier) }
    }
}

/// What a drop destination is told as a drop enters, moves over, leaves and lands on it.
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

// Apple's defaults ("DropDelegate"): a drop of the accepted types is valid, entering and leaving
// do nothing, and no proposal keeps the system's.
extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    // MARK: Drag sources

    /// The view as a drag source of the provider `data` makes. Laid out as it is.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// The view as a drag source of a transferable payload (iOS 16). Laid out as it is.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// The provider a view hands out when it is dragged or copied (macOS). Laid out as it is.
    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { self }

    // MARK: Drop destinations

    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View { self }

    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View { self }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View { self }

    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View { self }

    @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }

    /// The view as a destination of transferable items (iOS 16). Laid out as it is.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}

nonisolated extension DynamicViewContent {
    /// Rows of a `ForEach` that accept drops between them (iOS 14). Laid out as they are.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some View {
        self
    }

    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some View {
        self
    }
}
