#if os(Linux)
// The event editor as SwiftUI tutorials present it: a representable that makes an
// EKEventEditViewController with a new event filled in, and a coordinator as its delegate that
// dismisses it when editing ends.
import EventKit
import EventKitUI
import Foundation
import SwiftUI
import Testing

struct EventEditView: UIViewControllerRepresentable {
    let eventStore: EKEventStore
    let title: String
    var onComplete: (EKEventEditViewAction) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let controller = EKEventEditViewController()
        controller.eventStore = eventStore
        controller.editViewDelegate = context.coordinator
        controller.event?.title = title
        return controller
    }

    func updateUIViewController(_ uiViewController: EKEventEditViewController, context: Context) {}

    final class Coordinator: NSObject, EKEventEditViewDelegate {
        let parent: EventEditView
        init(_ parent: EventEditView) { self.parent = parent }

        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            parent.onComplete(action)
        }
    }
}

@Suite struct EventKitUITests {
    @Test @MainActor func theEditorStartsANewEventAndReportsItsCancellation() async throws {
        let store = EKEventStore()
        _ = try await store.requestFullAccessToEvents()
        var actions: [EKEventEditViewAction] = []
        let editor = EventEditView(eventStore: store, title: "Dentist") { actions.append($0) }
        let coordinator = editor.makeCoordinator()
        let controller = EKEventEditViewController()
        controller.eventStore = store
        controller.editViewDelegate = coordinator
        controller.event?.title = "Dentist"
        #expect(controller.event?.title == "Dentist")
        #expect(controller.event?.calendar == store.defaultCalendarForNewEvents)
        #expect(controller.event?.calendarItemIdentifier.isEmpty == true)
        controller.cancelEditing()
        #expect(actions == [.canceled])

        let chooser = EKCalendarChooser(selectionStyle: .single, displayStyle: .writableCalendarsOnly, entityType: .event, eventStore: store)
        chooser.selectedCalendars = Set(store.calendars(for: .event))
        #expect(chooser.selectedCalendars.count <= 1)
        #expect(chooser._listedCalendars.allSatisfy { $0.allowsContentModifications })

        let (result, _) = await record(editor.frame(height: 300))
        #expect(result.outcome == .stable)
    }
}
#endif
