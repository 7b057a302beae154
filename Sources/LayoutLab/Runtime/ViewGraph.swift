/// Everything about one running view that outlives a pass: state storage, action-site memory,
/// the preference-key registry and the screen it is shown on. One graph per recorded case.
final class ViewGraph {
    @exclusivity(unchecked) var environment: EnvironmentValues
    @exclusivity(unchecked) var screen: Screen

    /// The serial of the pass being built or laid out; bumps every pass.
    @exclusivity(unchecked) private(set) var serial = 0

    // Per-type facts that never change during a run.
    @exclusivity(unchecked) var typesWithDynamicProperties: [ObjectIdentifier: Bool] = [:]
    @exclusivity(unchecked) private var typeNames: [ObjectIdentifier: String] = [:]

    // State.
    @exclusivity(unchecked) private(set) var stateCells: [StateKey: StateCell] = [:]
    /// Set when a state write changed a value since the last pass began.
    @exclusivity(unchecked) private(set) var hasPendingChanges = false

    let preferenceKeys = PreferenceKeyRegistry()
    let paths = NodePathTable()
    /// The pass being expanded or laid out.
    @exclusivity(unchecked) var currentPass: LayoutPass?
    @exclusivity(unchecked) var sites: [Identity: ActionSite] = [:]
    /// Custom layouts' caches, by their container's identity (`LayoutProtocolRule`).
    @exclusivity(unchecked) var layoutCaches: [Identity: any LayoutCacheSerial] = [:]

    // Writes from other threads, applied at frame boundaries.
    private let externalLock = NSLock()
    private var externalWrites: [() -> Void] = []
    private var ownerThread = pthread_self()

    /// The behaviour choices this case runs with.
    let knobs: Knobs

    init(environment: EnvironmentValues, screen: Screen, knobs: Knobs = Knobs()) {
        self.environment = environment
        self.screen = screen
        self.knobs = knobs
    }

    // MARK: Passes

    func beginPass() -> Int {
        serial += 1
        hasPendingChanges = false
        return serial
    }

    /// Drops the state of views that the last pass did not reach (they left the tree), and the
    /// caches of layouts it did not use.
    func collectUnlinkedState() {
        let current = serial
        stateCells = stateCells.filter { $0.value.lastLinkedSerial == current }
        collectUnusedLayoutCaches()
    }

    /// Cells in the order their views were first met, then declaration order: stable from run to
    /// run (identities are hashed with a per-process seed; path ids follow the tree).
    var liveStateCells: [StateCell] {
        stateCells.sorted { a, b in
            let pathA = a.value.ownerNode?.pathID ?? -1, pathB = b.value.ownerNode?.pathID ?? -1
            return pathA != pathB ? pathA < pathB : a.key.slot < b.key.slot
        }.map(\.value)
    }

    // MARK: State

    func stateCell<Value>(owner: Identity, slot: Int, name: String, initial: Value) -> TypedStateCell<Value> {
        let key = StateKey(owner: owner, slot: slot)
        if let existing = stateCells[key] as? TypedStateCell<Value> {
            existing.lastLinkedSerial = serial
            return existing
        }
        let cell = TypedStateCell(name: name, owner: owner, graph: self, serial: serial, initial: initial)
        stateCells[key] = cell
        return cell
    }

    func stateDidChange(_ cell: StateCell) {
        hasPendingChanges = true
    }

    // MARK: Threads

    /// Claims the graph for the calling thread (the engine thread of this case).
    func adoptCurrentThread() {
        ownerThread = pthread_self()
    }

    var isOwnerThread: Bool { pthread_equal(pthread_self(), ownerThread) != 0 }

    func enqueueExternalWrite(_ write: @escaping () -> Void) {
        externalLock.lock()
        externalWrites.append(write)
        externalLock.unlock()
    }

    /// Applies writes that arrived from other threads; returns whether there were any.
    @discardableResult
    func applyExternalWrites() -> Bool {
        externalLock.lock()
        let writes = externalWrites
        externalWrites.removeAll()
        externalLock.unlock()
        for write in writes { write() }
        return !writes.isEmpty
    }

    /// A node's structural path.
    func path(of node: LayoutNode) -> String {
        paths.path(node.pathID)
    }

    // MARK: Names

    /// A type's name without generic arguments or module: `RatioSplitHStack`.
    func kindName(for type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = KindNames.shared.name(for: type)
        typeNames[key] = name
        return name
    }
}

/// Kind names for the whole process, behind the graphs' own lock-free caches: describing a
/// generic type costs hundreds of thousands of instructions, and every case meets the same types.
private final class KindNames: @unchecked Sendable {
    static let shared = KindNames()
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(for type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let name = names[key] { return name }
        var name = String(describing: type)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        names[key] = name
        return name
    }
}

struct StateKey: Hashable {
    let owner: Identity
    let slot: Int
}
