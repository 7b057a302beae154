import Foundation
import Testing
@testable import LayoutLab

// The environment values SwiftUI sets from the device, the scene and the user's settings, and
// the ones modifiers write for the views inside to read: each probe below turns what it reads
// into a width, so the recorded frame says what the view saw.

/// 10 points per value that reads as SwiftUI's default on a device.
private struct DefaultsProbe: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityPlayAnimatedImages) private var playsAnimatedImages
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var legibility
    @Environment(\.isSearching) private var isSearching
    @Environment(\.editMode) private var editMode
    @Environment(\.refresh) private var refresh
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        let defaults = [
            scenePhase == .active, !reduceMotion, playsAnimatedImages, contrast == .standard, legibility == .regular,
            !isSearching, editMode == nil, refresh == nil, isScrollEnabled, isClose(pixelLength, 1.0 / 3),
        ]
        Color.clear.frame(width: CGFloat(10 * defaults.filter { $0 }.count), height: 1).accessibilityIdentifier("defaults")
    }
}

/// As wide as the scroll and prominence values the modifiers above it wrote say.
private struct ModifiedProbe: View {
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.headerProminence) private var headerProminence
    @Environment(\.verticalScrollIndicatorVisibility) private var vertical
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior
    @Environment(\.refresh) private var refresh

    var body: some View {
        let written = [
            !isScrollEnabled, headerProminence == .increased, vertical == .hidden, horizontal == .automatic,
            repeatBehavior == .enabled, refresh != nil,
        ]
        Color.clear.frame(width: CGFloat(10 * written.filter { $0 }.count), height: 1).accessibilityIdentifier("written")
    }
}

extension EnvironmentValues {
    /// Written without its type, as real files write entries: the default's type is the value's.
    @Entry var tailCardCount = 3
}

private struct CardCountProbe: View {
    @Environment(\.tailCardCount) private var count
    var body: some View { Color.clear.frame(width: CGFloat(count * 10), height: 1).accessibilityIdentifier("cards") }
}

/// Registers undo steps on the model it edits.
private final class Counter {
    var value = 0

    func add(_ amount: Int, undoManager: UndoManager) {
        value += amount
        undoManager.registerUndo(withTarget: self) { $0.add(-amount, undoManager: undoManager) }
        undoManager.setActionName("Add \(amount)")
    }
}

@Suite struct EnvironmentValuesTailTests {
    @Test func aDeviceReportsSwiftUIsDefaults() {
        #expect(layout(DefaultsProbe()).named("defaults").frame.width == 100)
    }

    @Test func modifiersWriteWhatTheViewsInsideRead() {
        let probe = ModifiedProbe()
            .scrollDisabled(true)
            .headerProminence(.increased)
            .scrollIndicators(.hidden, axes: .vertical)
            .buttonRepeatBehavior(.enabled)
            .refreshable {}
        #expect(layout(probe).named("written").frame.width == 60)
        #expect(layout(ModifiedProbe()).named("written").frame.width == 10, "only the horizontal indicators' default matches")
    }

    @Test func anEntryWithoutItsTypeReadsItsDefaultAndWhatIsSet() {
        #expect(layout(CardCountProbe()).named("cards").frame.width == 30)
        #expect(layout(CardCountProbe().environment(\.tailCardCount, 5)).named("cards").frame.width == 50)
    }

    @Test func aRefreshableGivesItsActionToTheViewsInside() async {
        var environment = EnvironmentValues()
        #expect(environment.refresh == nil)
        let refreshed = Counter()
        environment.refresh = RefreshAction { refreshed.value += 1 }
        await environment.refresh?()
        #expect(refreshed.value == 1)
    }

    @Test func anUndoManagerUndoesAndRedoesInOrder() {
        let undoManager = UndoManager(), counter = Counter()
        counter.add(5, undoManager: undoManager)
        counter.add(2, undoManager: undoManager)
        #expect(counter.value == 7 && undoManager.undoActionName == "Add 2")
        undoManager.undo()
        #expect(counter.value == 5 && undoManager.canRedo && undoManager.undoActionName == "Add 5")
        undoManager.redo()
        #expect(counter.value == 7)
        undoManager.undo()
        undoManager.undo()
        #expect(counter.value == 0 && !undoManager.canUndo)

        // Grouped registrations undo as one step; a new action clears the redo history.
        undoManager.beginUndoGrouping()
        counter.add(1, undoManager: undoManager)
        counter.add(1, undoManager: undoManager)
        undoManager.endUndoGrouping()
        undoManager.undo()
        #expect(counter.value == 0)
        counter.add(3, undoManager: undoManager)
        #expect(!undoManager.canRedo)
    }
}
