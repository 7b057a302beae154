/// Everything about one running view that outlives a pass: state storage, action-site memory,
/// the preference-key registry and the screen it is shown on. One graph per recorded case.
final class ViewGraph {
    @exclusivity(unchecked) var environment: EnvironmentValues
    @exclusivity(unchecked) var screen: Screen
    /// How far the outermost scroll view's content is scrolled, set by a `scroll(to:)` step.
    @exclusivity(unchecked) var scrollOffset: CGFloat = 0
    /// A scroll to a view by id, waiting for a pass to find the view (`Runtime/ScrollRequests.swift`).
    @exclusivity(unchecked) var scrollRequest: ScrollTarget?
    /// The name of a view a `tap` step taps, until the pass after it (`Runtime/TapRequests.swift`).
    @exclusivity(unchecked) var tapRequest: String?
    /// The action running now, by its index in the last pass's traced actions (nil between actions).
    @exclusivity(unchecked) var runningAction: ActionReference?
    /// The state writes of the actions run since the last pass, for its trace.
    @exclusivity(unchecked) var actionWrites: [StateWriteTrace] = []
    /// The nodes this pass built for the requested id.
    @exclusivity(unchecked) var scrollTargetNodes: Set<ObjectIdentifier> = []

    /// The serial of the pass being built or laid out; bumps every pass.
    @exclusivity(unchecked) private(set) var serial = 0

    // Per-type facts that never change during a run.
    @exclusivity(unchecked) var typesWithDynamicProperties: [ObjectIdentifier: Bool] = [:]
    /// Why the case cannot go on, once a view read a dependency no ancestor provides: the case
    /// ends with outcome `error` after the step it happened in.
    var caseFailure: String?
    /// What `caseFailure` is reported as.
    var caseFailureCode = DiagnosticCode.missingDependency
    /// Whether the pass has reported `caseFailure` as a diagnostic yet.
    var caseFailureReported = false
    /// Set while a view's properties are linked when one of them is missing; its `body` is then
    /// not evaluated (it would trap).
    var linkedPropertyMissing = false

    /// Records a dependency a view reads that no ancestor provides; its `body` is skipped.
    func missingDependency(_ message: String) {
        linkedPropertyMissing = true
        if caseFailure == nil { caseFailure = message }
    }

    /// Ends the case after this step, for a reason other than a missing dependency.
    func failCase(_ code: DiagnosticCode, _ message: String) {
        guard caseFailure == nil else { return }
        caseFailure = message
        caseFailureCode = code
    }

    /// Whether the properties just linked found everything they read (and clears the answer).
    func takeLinkedPropertyMissing() -> Bool {
        defer { linkedPropertyMissing = false }
        return linkedPropertyMissing
    }
    @exclusivity(unchecked) private var typeNames: [ObjectIdentifier: String] = [:]

    // State.
    @exclusivity(unchecked) private(set) var stateCells: [StateKey: StateCell] = [:]
    /// `@AppStorage` and `@SceneStorage` values by scope and key: they outlive the views that
    /// show them, as stored defaults do, for the whole case.
    @exclusivity(unchecked) private var storageCells: [String: StateCell] = [:]
    /// The `ObservableObject`s views linked, each with the graph's subscription to it.
    @exclusivity(unchecked) var objectSubscriptions: [ObjectIdentifier: ObjectSubscription] = [:]
    /// Set when a state write changed a value since the last pass began.
    @exclusivity(unchecked) private(set) var hasPendingChanges = false

    let preferenceKeys = PreferenceKeyRegistry()
    let paths: NodePathTable
    /// The paints traced last pass, so unchanged ones are not made again (`PaintCache`).
    let paints = PaintCache()
    /// The pass being expanded or laid out.
    @exclusivity(unchecked) var currentPass: LayoutPass?
    @exclusivity(unchecked) var sites: [Identity: ActionSite] = [:]
    /// The hosts of the representables in the tree (`UIViewRepresentable`, …), by identity.
    @exclusivity(unchecked) var platformViews: [Identity: PlatformViewEntry] = [:]
    /// The subscriptions of the `onReceive`s in the tree, by their site's identity.
    @exclusivity(unchecked) var receivers: [Identity: KeptReceiver] = [:]
    /// Custom layouts' caches, by their container's identity (`LayoutProtocolRule`).
    @exclusivity(unchecked) var layoutCaches: [Identity: any LayoutCacheSerial] = [:]

    // Writes from other threads, applied at frame boundaries.
    private let externalLock = NSLock()
    private var externalWrites: [(ViewGraph) -> Void] = []
    private var ownerThread = pthread_self()
    /// Made the first time a callback needs it (`handle`), closed in `deinit`.
    @exclusivity(unchecked) private var madeHandle: GraphHandle?

    /// The behaviour choices this case runs with.
    let knobs: Knobs

    /// `singlePass`: the graph lays its view out once (`LayoutEngine`), so paths need no ids
    /// that last from pass to pass.
    init(environment: EnvironmentValues, screen: Screen, knobs: Knobs = Knobs(), singlePass: Bool = false) {
        self.environment = environment
        self.screen = screen
        self.knobs = knobs
        self.paths = NodePathTable(keepsIDsAcrossPasses: !singlePass)
    }

    // MARK: Passes

    /// How many explicit alignment values the last pass kept: the next pass makes room for as
    /// many up front (`ExplicitGuideEntries`).
    var explicitGuideCapacity = 0

    func beginPass() -> Int {
        serial += 1
        hasPendingChanges = false
        scrollTargetNodes.removeAll(keepingCapacity: true)
        return serial
    }

    /// Drops the state of views that the last pass did not reach (they left the tree), stops
    /// following the objects no view linked, and drops the caches of layouts it did not use.
    func collectUnlinkedState() {
        let current = serial
        stateCells = stateCells.filter { $0.value.lastLinkedSerial == current }
        objectSubscriptions = objectSubscriptions.filter { $0.value.lastLinkedSerial == current }
        collectUnusedLayoutCaches()
        collectUnlinkedPlatformViews()
        collectUnlinkedReceivers()
    }

    /// Cells in the order their views were first met, then declaration order: stable from run to
    /// run (identities are hashed with a per-process seed; path ids follow the tree). Stored
    /// values (`@AppStorage`) are live while a view of this pass shows them.
    var liveStateCells: [StateCell] {
        let current = serial
        let keyed = stateCells.map { (cell: $0.value, slot: $0.key.slot) }
            + storageCells.values.filter { $0.lastLinkedSerial == current }.map { (cell: $0, slot: Int.max) }
        return keyed.sorted { a, b in
            let pathA = a.cell.ownerNode?.pathID ?? -1, pathB = b.cell.ownerNode?.pathID ?? -1
            if pathA != pathB { return pathA < pathB }
            return a.slot != b.slot ? a.slot < b.slot : a.cell.name < b.cell.name
        }.map(\.cell)
    }

    /// Every state value at this moment, as the trace shows it: one entry per cell, except that a
    /// cell holding a model shows one entry per model property (`cart.items`). A model appears
    /// once: under the `@State` or `@StateObject` that owns it, or else under the first view
    /// that refers to it.
    func stateSnapshot() -> [StateEntry] {
        let cells = liveStateCells
        var owned = Set<ObjectIdentifier>()
        for cell in cells where cell.ownsModel {
            if let model = cell.model { owned.insert(ObjectIdentifier(model)) }
        }
        var shown = Set<ObjectIdentifier>()
        var entries: [StateEntry] = []
        entries.reserveCapacity(cells.count)
        for cell in cells {
            guard let model = cell.model else {
                entries.append(StateEntry(cell: cell, name: cell.name, value: cell.anyValue))
                continue
            }
            let id = ObjectIdentifier(model)
            if !cell.ownsModel && owned.contains(id) { continue }
            guard shown.insert(id).inserted else { continue }
            for property in Models.properties(of: model) {
                entries.append(StateEntry(cell: cell, name: "\(cell.name).\(property.name)", value: property.value))
            }
        }
        return entries
    }

    // MARK: State

    func stateCell<Value>(owner: Identity, slot: Int, name: String, initial: Value) -> TypedStateCell<Value> {
        stateCell(owner: owner, slot: slot, name: name, makeInitial: { initial })
    }

    /// The cell, made with `makeInitial()` only when the view has none yet (`@StateObject`
    /// creates its object once).
    func stateCell<Value>(owner: Identity, slot: Int, name: String, makeInitial: () -> Value) -> TypedStateCell<Value> {
        let key = StateKey(owner: owner, slot: slot)
        if let existing = stateCells[key] as? TypedStateCell<Value> {
            existing.lastLinkedSerial = serial
            return existing
        }
        let cell = TypedStateCell(name: name, owner: owner, graph: self, serial: serial, initial: makeInitial())
        stateCells[key] = cell
        return cell
    }

    /// A view's reference to a model it does not own, pointed at this pass's object.
    func referenceCell(owner: Identity, slot: Int, name: String, object: AnyObject) -> ModelReferenceCell {
        let key = StateKey(owner: owner, slot: slot)
        if let existing = stateCells[key] as? ModelReferenceCell {
            existing.lastLinkedSerial = serial
            existing.object = object
            return existing
        }
        let cell = ModelReferenceCell(name: name, owner: owner, graph: self, serial: serial, object: object)
        stateCells[key] = cell
        return cell
    }

    /// The stored value under `key` in `scope` (`AppStorage`, `SceneStorage`), made with
    /// `initial` the first time any view asks. Returns whether this is the pass's first link,
    /// which decides the node the trace shows it at.
    func storageCell<Value>(scope: String, key: String, name: String, initial: Value) -> (TypedStateCell<Value>, firstLink: Bool) {
        let storageKey = scope + "\u{0}" + key
        if let existing = storageCells[storageKey] as? TypedStateCell<Value> {
            let first = existing.lastLinkedSerial != serial
            existing.lastLinkedSerial = serial
            return (existing, first)
        }
        let cell = TypedStateCell(name: name, owner: Identity.root.appending(hashable: storageKey), graph: self, serial: serial, initial: initial)
        storageCells[storageKey] = cell
        return (cell, true)
    }

    func stateDidChange(_ cell: StateCell) {
        hasPendingChanges = true
    }

    /// Remembers a state write of the running action, with the values before and after.
    func noteWrite(of cell: StateCell, from old: Any, to new: Any) {
        guard let action = runningAction ?? ActionContext.current else { return }
        actionWrites.append(StateWriteTrace(
            actionFrame: action.frame, actionPass: action.pass, action: action.ordinal, node: NodePathReference(cell.ownerNode?.pathID ?? -1, in: paths), name: cell.name,
            oldValue: TraceValue(old), newValue: TraceValue(new)
        ))
    }

    /// A scroll view moved, or was asked to: the next pass lays it out again.
    func scrollDidChange() {
        hasPendingChanges = true
    }

    /// A model is about to change (see `Models`): from another thread, it counts at the next
    /// frame boundary, like a state write from there.
    func modelWillChange() {
        guard isOwnerThread else {
            enqueueExternalWrite { $0.modelWillChange() }
            return
        }
        hasPendingChanges = true
    }

    // MARK: Threads

    /// Claims the graph for the calling thread (the engine thread of this case).
    func adoptCurrentThread() {
        ownerThread = pthread_self()
    }

    var isOwnerThread: Bool { pthread_equal(pthread_self(), ownerThread) != 0 }

    /// The graph for callbacks from other threads, which may outlive it (`GraphHandle`). Asked
    /// for on the owner thread.
    var handle: GraphHandle {
        if let madeHandle { return madeHandle }
        let made = GraphHandle(self)
        madeHandle = made
        return made
    }

    deinit {
        madeHandle?.close()
    }

    /// Queues work for the next frame boundary, where the owner thread runs it with the graph:
    /// the queue goes away with the graph, so the work need not hold the graph itself.
    func enqueueExternalWrite(_ write: @escaping (ViewGraph) -> Void) {
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
        for write in writes { write(self) }
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

/// One state value as the trace and the cycle check see it.
struct StateEntry {
    let cell: StateCell
    let name: String
    let value: Any
}
