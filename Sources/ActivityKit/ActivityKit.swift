// The `ActivityKit` module for Linux, where Apple's framework does not exist: Live Activities as
// an app starts, updates and ends them (`Activity.request`, `update`, `end`), kept in an
// in-memory list per attributes type so that `Activity.activities` answers what was requested
// and what has not been dismissed. There is no Lock Screen or Dynamic Island here: WidgetKit's
// `ActivityConfiguration` lays the Live Activity's views out (docs/supported-api.md,
// "ActivityKit"). Depend on it for Linux only, like `SwiftUI` (docs/scenarios.md).
@_exported import Foundation
