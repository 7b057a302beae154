/// Behaviour attached to a node by a modifier that has no layout of its own: preference writes and
/// reads, and the actions (`onAppear`, `task`, `onChange`…). Attachments apply in the order the
/// modifiers were written, innermost first.
enum Attachment {
    case writePreference(key: Int, value: Any)
    case transformPreference(key: Int, transform: (inout Any) -> Void)
    case anchorPreference(key: Int, value: (LayoutNode) -> Any)
    case readPreference(PreferenceReader)
    case action(ActionAttachment)

    var writtenKey: Int? {
        switch self {
        case .writePreference(let key, _), .transformPreference(let key, _), .anchorPreference(let key, _): key
        case .readPreference, .action: nil
        }
    }

    /// The key whose value of the node's content the actions after a pass reduce for this
    /// attachment: a reader's, and, when the pass is traced, a transform's or an anchor's (its
    /// value is traced as written).
    func reducedKey(tracesWrites: Bool) -> Int? {
        switch self {
        case .readPreference(let reader): reader.key
        case .transformPreference(let key, _), .anchorPreference(let key, _): tracesWrites ? key : nil
        case .writePreference, .action: nil
        }
    }
}

/// `onPreferenceChange`: fires on the first value and on every change.
struct PreferenceReader {
    let key: Int
    let site: Identity
    let isEqual: (Any, Any) -> Bool
    let perform: (Any) -> Void
}

/// The lifecycle and change actions.
struct ActionAttachment {
    enum Kind {
        case appear(() -> Void)
        case disappear(() -> Void)
        case task(id: Any, isEqual: (Any, Any) -> Bool, action: () async -> Void)
        case change(value: Any, typeName: String, isEqual: (Any, Any) -> Bool, initial: Bool, action: (Any, Any) -> Void)
        case geometryChange(GeometryObserver)
    }

    let site: Identity
    let kind: Kind
}

extension LayoutNode {
    /// Adds an attachment whose action-site identity derives from this node and its position.
    func attach(_ make: (Identity) -> Attachment) {
        attachments.append(make(identity.appending(0xA7_0000 &+ UInt64(attachments.count))))
    }
}
