import Synchronization

/// An alignment kept for the life of the process, so that a value holding one refers to it
/// without counting: a `FrameRule` is then three words, stored in its node's `any LayoutRule`
/// itself rather than in a heap block of its own. An `Alignment` is 43 bytes, and a frame with
/// one was boxed: a block a frame node of every pass, freed with the tree
/// (docs/performance.md, "The flat list beside Yoga").
///
/// The nine alignments SwiftUI names for two axes are made once; any other is made the first time
/// it is asked for and kept, one for each pair of guides a process uses.
final class InternedAlignment: Sendable {
    let alignment: Alignment

    private init(_ alignment: Alignment) {
        self.alignment = alignment
    }

    /// The alignment's one instance, not counted: it is never freed.
    static func of(_ alignment: Alignment) -> Unmanaged<InternedAlignment> {
        if let named = named(alignment) { return named }
        let key = Key(alignment)
        return others.withLock { others in
            if let known = others[key] { return known }
            let made = Unmanaged.passRetained(InternedAlignment(alignment))
            others[key] = made
            return made
        }
    }

    private static func named(_ alignment: Alignment) -> Unmanaged<InternedAlignment>? {
        // The default first: most frames are centred. No array of the nine: it would be made at
        // every call.
        if alignment == .center { return center }
        if alignment == .leading { return leading }
        if alignment == .trailing { return trailing }
        if alignment == .top { return top }
        if alignment == .bottom { return bottom }
        if alignment == .topLeading { return topLeading }
        if alignment == .topTrailing { return topTrailing }
        if alignment == .bottomLeading { return bottomLeading }
        if alignment == .bottomTrailing { return bottomTrailing }
        return nil
    }

    private static let center = Unmanaged.passRetained(InternedAlignment(.center))
    private static let leading = Unmanaged.passRetained(InternedAlignment(.leading))
    private static let trailing = Unmanaged.passRetained(InternedAlignment(.trailing))
    private static let top = Unmanaged.passRetained(InternedAlignment(.top))
    private static let bottom = Unmanaged.passRetained(InternedAlignment(.bottom))
    private static let topLeading = Unmanaged.passRetained(InternedAlignment(.topLeading))
    private static let topTrailing = Unmanaged.passRetained(InternedAlignment(.topTrailing))
    private static let bottomLeading = Unmanaged.passRetained(InternedAlignment(.bottomLeading))
    private static let bottomTrailing = Unmanaged.passRetained(InternedAlignment(.bottomTrailing))

    private struct Key: Hashable {
        let horizontal: ObjectIdentifier
        let vertical: ObjectIdentifier

        init(_ alignment: Alignment) {
            horizontal = ObjectIdentifier(alignment.horizontal.key.id)
            vertical = ObjectIdentifier(alignment.vertical.key.id)
        }
    }

    private static let others = Mutex<[Key: Unmanaged<InternedAlignment>]>([:])
}
