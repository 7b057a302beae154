// A reminders list written the way the tutorials write one: an ObservableObject that owns the
// EKEventStore, asks for access, fetches the reminders of every list and toggles them; a List of
// sections, one per reminders list, tinted with the list's colour. Swift 5 mode, as written.
import EventKit
import SwiftUI

final class RemindersViewModel: ObservableObject {
    let eventStore = EKEventStore()
    @Published var lists: [EKCalendar] = []
    @Published var reminders: [EKReminder] = []
    @Published var showCompleted = false
    @Published var accessDenied = false

    func requestAccess() {
        let status = EKEventStore.authorizationStatus(for: .reminder)
        switch status {
        case .fullAccess:
            fetchReminders()
        case .notDetermined:
            eventStore.requestFullAccessToReminders { granted, error in
                if granted {
                    self.fetchReminders()
                } else {
                    self.accessDenied = true
                }
            }
        default:
            accessDenied = true
        }
    }

    func fetchReminders() {
        lists = eventStore.calendars(for: .reminder).sorted { $0.title < $1.title }
        let predicate = eventStore.predicateForReminders(in: lists)
        eventStore.fetchReminders(matching: predicate) { reminders in
            self.reminders = reminders ?? []
        }
    }

    func reminders(in list: EKCalendar) -> [EKReminder] {
        reminders
            .filter { $0.calendar.calendarIdentifier == list.calendarIdentifier }
            .filter { showCompleted || !$0.isCompleted }
            .sorted { $0.priority != 0 && ($1.priority == 0 || $0.priority < $1.priority) }
    }

    func toggle(_ reminder: EKReminder) {
        reminder.isCompleted.toggle()
        try? eventStore.save(reminder, commit: true)
        fetchReminders()
    }

    @discardableResult
    func add(_ title: String, to list: EKCalendar, priority: EKReminderPriority = .none) -> EKReminder? {
        let reminder = EKReminder(eventStore: eventStore)
        reminder.title = title
        reminder.calendar = list
        reminder.priority = Int(priority.rawValue)
        do {
            try eventStore.save(reminder, commit: true)
        } catch {
            print("Could not save the reminder: \(error.localizedDescription)")
            return nil
        }
        fetchReminders()
        return reminder
    }
}

struct ReminderRowView: View {
    let reminder: EKReminder
    let onToggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: onToggle) {
                Image(systemName: reminder.isCompleted ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(Color(cgColor: reminder.calendar.cgColor))
                    .font(.title2)
            }
            .buttonStyle(.plain)
            VStack(alignment: .leading, spacing: 2) {
                Text(reminder.title)
                    .strikethrough(reminder.isCompleted)
                if let notes = reminder.notes, !notes.isEmpty {
                    Text(notes)
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
            Spacer()
            if reminder.priority == Int(EKReminderPriority.high.rawValue) {
                Image(systemName: "exclamationmark.2")
                    .foregroundColor(.orange)
            }
        }
        .padding(.vertical, 4)
        .accessibilityIdentifier("reminder-\(reminder.title ?? "")")
    }
}

struct RemindersListView: View {
    @ObservedObject var viewModel: RemindersViewModel

    var body: some View {
        NavigationView {
            Group {
                if viewModel.accessDenied {
                    Text("Allow access to Reminders in Settings.")
                        .accessibilityIdentifier("access-denied")
                } else {
                    List {
                        ForEach(viewModel.lists, id: \.calendarIdentifier) { list in
                            Section(header: Text(list.title).accessibilityIdentifier("list-\(list.title)")) {
                                ForEach(viewModel.reminders(in: list), id: \.calendarItemIdentifier) { reminder in
                                    ReminderRowView(reminder: reminder) {
                                        viewModel.toggle(reminder)
                                    }
                                }
                            }
                        }
                    }
                    .listStyle(.insetGrouped)
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                Toggle("Show Completed", isOn: $viewModel.showCompleted)
            }
        }
        .onAppear {
            viewModel.requestAccess()
        }
    }
}
