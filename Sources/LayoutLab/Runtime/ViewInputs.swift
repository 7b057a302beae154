/// What flows down the tree while views are expanded into nodes: the graph, the environment,
/// the structural identity and the slot label that will become part of the node path.
public struct _ViewInputs {
    let graph: ViewGraph
    var environment: EnvironmentValues
    var identity: Identity
    /// The next node's slot in its path, as `NodePath.Slot` text: tuple positions and `ForEach` ids.
    var slot: String
    /// The axis of the nearest enclosing stack, which tells `Spacer` and `Divider` which way to grow.
    var stackOrientation: Axis?
    /// The content a custom `ViewModifier`'s body refers to as `content`.
    var modifierContent: ModifierContent?
    /// Whether the view expanded at the root identity is the window's root (a hosted pass).
    var hostsWindow = false

    init(graph: ViewGraph, environment: EnvironmentValues, identity: Identity = .root, hostsWindow: Bool = false) {
        self.graph = graph
        self.environment = environment
        self.identity = identity
        self.hostsWindow = hostsWindow
        self.slot = ""
        self.stackOrientation = nil
        self.modifierContent = nil
    }

    func child(slot index: Int) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(UInt64(index) &+ 0x51_07)
        inputs.slot = NodePath.Slot.text(slot, appendingPosition: index)
        return inputs
    }

    func child<ID: Hashable>(id: ID) -> _ViewInputs {
        var inputs = self
        if ID.self == Int.self {
            // The commonest id (a range's, an index): its bits are its identity, and its digits
            // need no escaping; hashing it and scanning its label were a twentieth of expanding
            // a list's row (docs/performance.md, "The flat list beside Yoga").
            let id = unsafeBitCast(id, to: Int.self)
            inputs.identity = identity.appending(UInt64(bitPattern: Int64(id)) ^ Identity.Marker.intElement)
            inputs.slot = NodePath.Slot.text(slot, appendingEscapedElement: "#" + String(id))
            return inputs
        }
        inputs.identity = identity.appending(hashable: id)
        inputs.slot = NodePath.Slot.text(slot, appendingElement: Self.elementLabel(id))
        return inputs
    }

    /// How an element's id reads in its path: `String(describing:)`, which for a `String` id (an
    /// `Int`'s is in `child(id:)`) is spelt out here, because the generic call goes through the
    /// runtime's dynamic casts for every element of every pass.
    private static func elementLabel<ID: Hashable>(_ id: ID) -> String {
        if ID.self == String.self { return unsafeBitCast(id, to: String.self) }
        return String(describing: id)
    }

    func child(identity marker: UInt64) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(marker)
        return inputs
    }

    func child(type: Any.Type) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(type: type)
        return inputs
    }

    /// Inputs for content that becomes the child of a new node: a fresh slot scope.
    func content(marker: UInt64 = Identity.Marker.modifiedContent) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(marker)
        return inputs
    }

    /// Inputs for the children of a container: fresh slots, a new stack axis.
    func containerContent(orientation: Axis?) -> _ViewInputs {
        var inputs = self
        inputs.identity = identity.appending(Identity.Marker.body)
        inputs.slot = ""
        inputs.stackOrientation = orientation
        return inputs
    }
}

/// The content a custom modifier wraps, with the modifier content that was current where the
/// modifier was applied (so nested custom modifiers resolve their own `content`).
final class ModifierContent {
    let expand: (_ViewInputs, inout _ViewList) -> Void
    let outer: ModifierContent?

    init(expand: @escaping (_ViewInputs, inout _ViewList) -> Void, outer: ModifierContent?) {
        self.expand = expand
        self.outer = outer
    }
}
