/// After a pass is laid out: reduce preferences at every reader, decide which actions fire (and
/// which are dropped), start and restart tasks, and notice what appeared and disappeared.
/// Actions are queued here and run after the pass, never during layout.
struct PassActions {
    var preferences: [PreferenceTrace] = []
    var actions: [ActionTrace] = []
    var diagnostics: [Diagnostic] = []
    /// The actions to run after the pass, each with the index of its trace in `actions`.
    var queued: [QueuedAction] = []

    let graph: ViewGraph
    private let pass: LayoutPass
    let frame: Int
    private let executor: FrameExecutor
    /// Without an observer nobody reads preference traces: skip encoding them.
    private let traced: Bool

    /// Where the pass is in its step, for the references of its actions.
    let position: PassPosition

    init(graph: ViewGraph, pass: LayoutPass, frame: Int, position: PassPosition, executor: FrameExecutor, traced: Bool) {
        self.graph = graph
        self.pass = pass
        self.frame = frame
        self.position = position
        self.executor = executor
        self.traced = traced
    }

    private func keyName(_ key: Int) -> String { graph.preferenceKeys.keys[key].name }
    func ref(_ node: LayoutNode) -> NodePathReference { NodePathReference(node.pathID, in: graph.paths) }
    private func defaultValue(_ key: Int) -> Any { graph.preferenceKeys.keys[key].defaultValue() }

    mutating func process(root: LayoutNode) {
        // The tree holds the nodes while their attachments are processed; actions run later.
        var attached: [Unmanaged<LayoutNode>] = []
        pass.summarizePreferences(of: root, listingAttachedNodesInto: &attached, tracesWrites: traced)
        for reference in attached {
            reference._withUnsafeGuaranteedRef { node in
                for (index, attachment) in node.attachments.enumerated() {
                    process(attachment, at: index, of: node)
                }
            }
        }
        for read in pass.placementReads {
            preferences.append(PreferenceTrace(node: ref(read.node), key: keyName(read.key), role: .read, capturedValue: TraceValue(read.value)))
            let (site, isNew) = site(read.node.identity, node: read.node)
            if isNew || !ValueIdentity.areEqual(site.value as Any, read.value) {
                site.value = read.value
                let detail = "\(keyName(read.key)) = \(JSONText.encode(read.value))"
                actions.append(ActionTrace(node: ref(read.node), action: read.action, status: .fired, detail: detail))
            }
        }
        collectDisappeared()
        resolveScrollRequest(pass.scrollTargetHit)
        resolveTapRequest(root: root)
    }

    private mutating func process(_ attachment: Attachment, at index: Int, of node: LayoutNode) {
        switch attachment {
        case .writePreference(let key, let value):
            guard traced else { return }
            preferences.append(PreferenceTrace(node: ref(node), key: keyName(key), role: .write, capturedValue: TraceValue(value)))
        case .transformPreference(let key, _), .anchorPreference(let key, _):
            guard traced else { return }
            let value = pass.preferenceValue(of: node, key: key, beforeAttachment: index + 1) ?? defaultValue(key)
            preferences.append(PreferenceTrace(node: ref(node), key: keyName(key), role: .write, capturedValue: TraceValue(value)))
        case .readPreference(let reader):
            let value = pass.preferenceValue(of: node, key: reader.key, beforeAttachment: index) ?? defaultValue(reader.key)
            preferences.append(PreferenceTrace(node: ref(node), key: keyName(reader.key), role: .read, capturedValue: TraceValue(value)))
            let (site, isNew) = site(reader.site, node: node)
            guard isNew || !reader.isEqual(site.value as Any, value) else { return }
            site.value = value
            // Before SwiftUI 6.1 the first value is only remembered (the `preference.initial-change` knob).
            if isNew, graph.knobs.preferenceInitialChange == .waitsForAChange { return }
            let perform = reader.perform
            dispatch(
                site, node: node, action: "onPreferenceChange", detail: "\(keyName(reader.key)) = \(JSONText.encode(value))",
                warning: "Bound preference \(keyName(reader.key)) tried to update multiple times per frame."
            ) { perform(value) }
        case .action(let action):
            process(action, of: node)
        }
    }

    private mutating func process(_ attachment: ActionAttachment, of node: LayoutNode) {
        let (site, isNew) = site(attachment.site, node: node)
        switch attachment.kind {
        case .appear(let action):
            if isNew {
                actions.append(ActionTrace(node: ref(node), action: "onAppear", status: .fired, detail: nil))
                enqueue(action)
            }
        case .disappear(let action):
            site.onDisappear = action
        case .task(let id, let isEqual, let action):
            if isNew {
                start(action, id: id, site: site, node: node, detail: "start")
            } else if let previous = site.value, !isEqual(previous, id) {
                site.task?.cancel()
                start(action, id: id, site: site, node: node, detail: "restart")
            }
        case .change(let value, let typeName, let isEqual, let initial, let action):
            if isNew {
                site.value = value
                if initial {
                    dispatch(site, node: node, action: "onChange", detail: "\(typeName) = \(JSONText.encode(value)) (initial)",
                             warning: Self.onChangeWarning(typeName)) { action(value, value) }
                }
            } else if let previous = site.value, !isEqual(previous, value) {
                site.value = value
                let detail = "\(typeName): \(JSONText.encode(previous)) → \(JSONText.encode(value))"
                dispatch(site, node: node, action: "onChange", detail: detail, warning: Self.onChangeWarning(typeName)) {
                    action(previous, value)
                }
            }
        case .geometryChange(let observer):
            processGeometryChange(observer, site: site, isNew: isNew, node: node)
        }
    }

    static func onChangeWarning(_ typeName: String) -> String {
        "onChange(of: \(typeName)) action tried to update multiple times per frame."
    }

    private mutating func start(_ action: @escaping () async -> Void, id: Any, site: ActionSite, node: LayoutNode, detail: String) {
        site.value = id
        actions.append(ActionTrace(node: ref(node), action: "task", status: .fired, detail: "\(detail) id=\(JSONText.encode(id))"))
        // The task's writes are this action's, however many frames later they land.
        let reference = lastAction
        site.task = executor.start { await ActionContext.$current.withValue(reference) { await action() } }
    }

    /// Queues `perform` unless the site has used up its dispatches for this frame; the value has
    /// been remembered either way, so a dropped dispatch is not retried.
    mutating func dispatch(
        _ site: ActionSite, node: LayoutNode, action: String, detail: String, warning: String, perform: @escaping () -> Void
    ) {
        if site.claimDispatch(frame: frame, value: detail, detector: graph.knobs.cycleDetector) {
            actions.append(ActionTrace(node: ref(node), action: action, status: .fired, detail: detail))
            enqueue(perform)
        } else {
            actions.append(ActionTrace(node: ref(node), action: action, status: .dropped, detail: detail))
            if site.claimWarning(frame: frame) {
                diagnostics.append(Diagnostic(code: .multipleUpdatesPerFrame, nodePath: graph.path(of: node), message: warning))
            }
        }
    }

    private var visited = 0

    private mutating func site(_ identity: Identity, node: LayoutNode) -> (ActionSite, isNew: Bool) {
        visited += 1
        if let site = graph.sites[identity] {
            site.lastSeenSerial = pass.serial
            site.pathID = node.pathID
            site.treeOrder = visited
            return (site, false)
        }
        let site = ActionSite(pathID: node.pathID, serial: pass.serial)
        site.treeOrder = visited
        graph.sites[identity] = site
        return (site, true)
    }

    /// Sites the pass did not reach have left the tree: their `onDisappear` fires, tasks are cancelled.
    private mutating func collectDisappeared() {
        let serial = pass.serial
        let gone = graph.sites.filter { $0.value.lastSeenSerial != serial }.sorted { $0.value.treeOrder < $1.value.treeOrder }
        for (identity, site) in gone {
            if let action = site.onDisappear {
                actions.append(ActionTrace(node: NodePathReference(site.pathID, in: graph.paths), action: "onDisappear", status: .fired, detail: nil))
                enqueue(action)
            }
            if let task = site.task {
                task.cancel()
                actions.append(ActionTrace(node: NodePathReference(site.pathID, in: graph.paths), action: "task", status: .fired, detail: "cancel"))
            }
            graph.sites[identity] = nil
        }
    }
}

/// An action queued by a pass, and which traced action it is.
struct QueuedAction {
    let reference: ActionReference
    let perform: () -> Void
}

/// A traced action: its pass in the step, and its index among that pass's actions.
struct ActionReference: Sendable {
    let frame: Int
    let pass: Int
    let ordinal: Int
}

/// The action a task belongs to, while its body runs (the writes it makes are that action's).
enum ActionContext {
    @TaskLocal static var current: ActionReference?
}

extension PassActions {
    /// The action traced last, as a reference.
    var lastAction: ActionReference { ActionReference(frame: position.frame, pass: position.pass, ordinal: actions.count - 1) }

    /// Queues `perform` as the action traced last.
    mutating func enqueue(_ perform: @escaping () -> Void) {
        queued.append(QueuedAction(reference: lastAction, perform: perform))
    }
}
