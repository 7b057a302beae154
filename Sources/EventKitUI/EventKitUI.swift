// EventKitUI for Linux: the controllers calendar apps present (wrapped in a
// `UIViewControllerRepresentable`), as UIKit controllers that keep their state. Nothing is drawn
// and no one taps their buttons, so they finish only when the app tells them to
// (docs/supported-api.md, "EventKitUI").
@_exported import EventKit
@_exported import UIKit

public enum EKEventEditViewAction: Int, Sendable {
    case canceled = 0
    case saved = 1
    case deleted = 2

    @available(*, deprecated, renamed: "canceled")
    public static var cancelled: EKEventEditViewAction { .canceled }
}

public protocol EKEventEditViewDelegate: NSObjectProtocol {
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}

extension EKEventEditViewDelegate {
    /// Without the method, Apple's uses the store's default calendar for new events.
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar {
        controller.eventStore.defaultCalendarForNewEvents ?? EKCalendar(for: .event, eventStore: controller.eventStore)
    }
}

/// The event editor: it holds the store and the event (a new one when the app gives none).
open class EKEventEditViewController: UINavigationController {
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    open var eventStore: EKEventStore = EKEventStore()
    private var _event: EKEvent?

    public override init() {
        super.init()
    }

    /// The event edited: a new event in the store, in the delegate's default calendar, when the
    /// app set none (Apple's creates one too).
    open var event: EKEvent? {
        get {
            if _event == nil {
                let event = EKEvent(eventStore: eventStore)
                event.calendar = editViewDelegate?.eventEditViewControllerDefaultCalendar(forNewEvents: self)
                    ?? eventStore.defaultCalendarForNewEvents
                _event = event
            }
            return _event
        }
        set { _event = newValue }
    }

    /// Ends editing without saving, telling the delegate `.canceled`, as Apple's does.
    open func cancelEditing() {
        editViewDelegate?.eventEditViewController(self, didCompleteWith: .canceled)
    }
}

public enum EKEventViewAction: Int, Sendable {
    case done = 0
    case responded = 1
    case deleted = 2
}

public protocol EKEventViewDelegate: NSObjectProtocol {
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}

/// An event's details.
open class EKEventViewController: UIViewController {
    open var event: EKEvent!
    open var allowsEditing = false
    open var allowsCalendarPreview = false
    open weak var delegate: (any EKEventViewDelegate)?

    public override init() {
        super.init()
    }
}

public enum EKCalendarChooserSelectionStyle: Int, Sendable {
    case single = 0
    case multiple = 1
}

public enum EKCalendarChooserDisplayStyle: Int, Sendable {
    case allCalendars = 0
    case writableCalendarsOnly = 1
}

public protocol EKCalendarChooserDelegate: NSObjectProtocol {
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}

extension EKCalendarChooserDelegate {
    public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}

/// A list of the store's calendars to pick from.
open class EKCalendarChooser: UIViewController {
    public let selectionStyle: EKCalendarChooserSelectionStyle
    public let displayStyle: EKCalendarChooserDisplayStyle
    public let entityType: EKEntityType
    let eventStore: EKEventStore
    open weak var delegate: (any EKCalendarChooserDelegate)?
    open var showsDoneButton = false
    open var showsCancelButton = false

    /// A single-selection chooser keeps at most one calendar (the first given).
    open var selectedCalendars: Set<EKCalendar> = [] {
        didSet {
            if selectionStyle == .single, selectedCalendars.count > 1, let first = selectedCalendars.first {
                selectedCalendars = [first]
            }
        }
    }

    public init(selectionStyle style: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                entityType: EKEntityType, eventStore: EKEventStore) {
        selectionStyle = style
        self.displayStyle = displayStyle
        self.entityType = entityType
        self.eventStore = eventStore
        super.init()
    }

    public convenience init(selectionStyle style: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                            eventStore: EKEventStore) {
        self.init(selectionStyle: style, displayStyle: displayStyle, entityType: .event, eventStore: eventStore)
    }

    /// The calendars the chooser lists: the store's of its entity type, only writable ones when
    /// asked.
    public var _listedCalendars: [EKCalendar] {
        eventStore.calendars(for: entityType).filter { displayStyle == .allCalendars || $0.allowsContentModifications }
    }
}
