import Foundation

/// Apple's Foundation undo manager, which Linux's lacks and `@Environment(\.undoManager)` gives:
/// actions registered while doing are undone in reverse order, those registered while undoing
/// are redone (Apple, "UndoManager"). Apple groups a run-loop pass's registrations into one step
/// (`groupsByEvent`); no run loop turns here, so each registration is a step of its own unless
/// `beginUndoGrouping()`/`endUndoGrouping()` gather them.
open class UndoManager: @unchecked Sendable {
    /// One step: the actions to run, last registered first, and the name it shows.
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    open var groupsByEvent = true
    /// Steps kept, 0 for no limit (Apple's default).
    open var levelsOfUndo = 0 {
        didSet { trim(&undoStack) }
    }

    public init() {}

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { openGroups.count }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        let action = { [weak target] in if let target { handler(target) } }
        if openGroups.isEmpty {
            record(Group(actions: [action]))
        } else {
            openGroups[openGroups.count - 1].actions.append(action)
        }
    }

    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty {
            if !group.actions.isEmpty { record(group) }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
        }
    }

    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        run(group)
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        run(group)
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Runs a step's actions as one group, so what they register becomes the opposite step.
    private func run(_ group: Group) {
        beginUndoGrouping()
        for action in group.actions.reversed() { action() }
        setActionName(group.name)
        guard let opposite = openGroups.popLast(), !opposite.actions.isEmpty else { return }
        if isUndoing { redoStack.append(opposite) } else { undoStack.append(opposite); trim(&undoStack) }
    }

    private func record(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim(&undoStack)
            // A new action after undoing starts a new history: nothing is left to redo.
            if !isRedoing { redoStack.removeAll() }
        }
    }

    private func trim(_ stack: inout [Group]) {
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }
}
