import LayoutLab

/// The date the date picker fixtures show: 15 March 2025, 15:09 UTC, in a zone one fixed offset
/// from GMT.
private enum DatePickerFixtureDates {
    static let fixed = Date(timeIntervalSinceReferenceDate: 763_744_140)
    static let utc = TimeZone(secondsFromGMT: 0)!
}

extension FidelitySuite {
    /// Date pickers as fields with steppers, fields, a calendar and a clock, in UTC (macOS 26).
    static let controlDatePickers: [MeasuredFixture] = {
        let fixed = DatePickerFixtureDates.fixed
        let utc = DatePickerFixtureDates.utc
        let code = "Fixtures/Sources/DatePicker/DatePickerFixtures.swift"
        return [
            MeasuredFixture(
                "datepicker/basic", area: .controls, size: CGSize(width: 360, height: 320),
                commit: "da746b5291a0e43487f7c000dd91fbed484e77de", code: code,
                measured: [
                    "date": CGRect(x: 78.5, y: 46, width: 131.5, height: 22),
                    "dateTime": CGRect(x: 78.5, y: 80, width: 203, height: 22),
                    "disabled": CGRect(x: 78.5, y: 216, width: 122.5, height: 22),
                    "hidden": CGRect(x: 78.5, y: 148, width: 95, height: 22),
                    "range": CGRect(x: 78.5, y: 182, width: 141.5, height: 22),
                    "row": CGRect(x: 78.5, y: 250, width: 179.5, height: 24),
                    "rowButton": CGRect(x: 215.5, y: 250, width: 42.5, height: 24),
                    "rowLabel": CGRect(x: 78.5, y: 254, width: 26, height: 16),
                    "rowPicker": CGRect(x: 112.5, y: 251, width: 95, height: 22),
                    "stack": CGRect(x: 58.5, y: 26, width: 243, height: 268),
                    "time": CGRect(x: 78.5, y: 114, width: 118, height: 22),
                ]
            ) {
                VStack(alignment: .leading, spacing: 12) {
                    DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).probe("date")
                    DatePicker("When", selection: .constant(fixed)).probe("dateTime")
                    DatePicker("Time", selection: .constant(fixed), displayedComponents: .hourAndMinute).probe("time")
                    DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).labelsHidden().probe("hidden")
                    DatePicker(
                        "Range", selection: .constant(fixed), in: fixed...fixed.addingTimeInterval(30 * 86400),
                        displayedComponents: .date
                    )
                    .probe("range")
                    DatePicker("Off", selection: .constant(fixed), displayedComponents: .date).disabled(true).probe("disabled")
                    HStack(spacing: 8) {
                        Text("Row").probe("rowLabel")
                        DatePicker("Date", selection: .constant(fixed), displayedComponents: .date).labelsHidden().probe("rowPicker")
                        Button("OK") {}.probe("rowButton")
                    }
                    .probe("row")
                }
                .padding(20)
                .environment(\.timeZone, utc)
                .probe("stack")
            },
            MeasuredFixture(
                "datepicker/styles", area: .controls, size: CGSize(width: 360, height: 240),
                commit: "da746b5291a0e43487f7c000dd91fbed484e77de", code: code,
                measured: [
                    "compact": CGRect(x: 90.25, y: 42, width: 158, height: 22),
                    "compactTime": CGRect(x: 90.25, y: 176, width: 122.5, height: 22),
                    "field": CGRect(x: 90.25, y: 76, width: 115, height: 21),
                    "fieldBoth": CGRect(x: 90.25, y: 143, width: 179.5, height: 21),
                    "stack": CGRect(x: 70.25, y: 22, width: 219.5, height: 196),
                    "stepper": CGRect(x: 90.25, y: 109, width: 151.5, height: 22),
                ]
            ) {
                VStack(alignment: .leading, spacing: 12) {
                    DatePicker("Compact", selection: .constant(fixed), displayedComponents: .date)
                        .datePickerStyle(.compact).probe("compact")
                    DatePicker("Field", selection: .constant(fixed), displayedComponents: .date)
                        .datePickerStyle(.field).probe("field")
                    DatePicker("Stepper", selection: .constant(fixed), displayedComponents: .date)
                        .datePickerStyle(.stepperField).probe("stepper")
                    DatePicker("Both", selection: .constant(fixed)).datePickerStyle(.field).probe("fieldBoth")
                    DatePicker("Clock", selection: .constant(fixed), displayedComponents: .hourAndMinute)
                        .datePickerStyle(.compact).probe("compactTime")
                }
                .padding(20)
                .environment(\.timeZone, utc)
                .probe("stack")
            },
            MeasuredFixture(
                "datepicker/graphical", area: .controls, size: CGSize(width: 360, height: 300),
                commit: "da746b5291a0e43487f7c000dd91fbed484e77de", code: code,
                measured: [
                    "calendar": CGRect(x: 59.5, y: 56, width: 241, height: 188),
                ]
            ) {
                DatePicker("Calendar", selection: .constant(fixed), displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .padding(20)
                    .environment(\.timeZone, utc)
                    .probe("calendar")
            },
            MeasuredFixture(
                "datepicker/clock", area: .controls, size: CGSize(width: 360, height: 240),
                commit: "da746b5291a0e43487f7c000dd91fbed484e77de", code: code,
                measured: [
                    "clock": CGRect(x: 79.25, y: 40.5, width: 201.5, height: 159),
                ]
            ) {
                DatePicker("Clock", selection: .constant(fixed), displayedComponents: .hourAndMinute)
                    .datePickerStyle(.graphical)
                    .padding(20)
                    .environment(\.timeZone, utc)
                    .probe("clock")
            },
            MeasuredFixture(
                "datepicker/steps", area: .controls, size: CGSize(width: 360, height: 120),
                commit: "da746b5291a0e43487f7c000dd91fbed484e77de", code: code,
                measured: [
                    "echo": CGRect(x: 81.75, y: 69, width: 30.5, height: 16),
                    "picker": CGRect(x: 81.75, y: 35, width: 196.5, height: 22),
                    "stack": CGRect(x: 61.75, y: 15, width: 236.5, height: 90),
                ]
            ) {
                VStack(alignment: .leading, spacing: 12) {
                    DatePicker("Date", selection: .constant(fixed)).probe("picker")
                    Text("Echo").probe("echo")
                }
                .padding(20)
                .environment(\.timeZone, utc)
                .probe("stack")
            },
            MeasuredFixture(
                "datepicker/looks", area: .controls, size: CGSize(width: 420, height: 360),
                commit: "3cc87da818ab0b96515807cf3d0fbab1726c77a9", code: code,
                measured: [
                    "both": CGRect(x: 72.25, y: 186, width: 275.5, height: 148),
                    "rangeCalendar": CGRect(x: 72.25, y: 26, width: 138.5, height: 148),
                    "stack": CGRect(x: 52.25, y: 6, width: 315.5, height: 348),
                ]
            ) {
                VStack(alignment: .leading, spacing: 12) {
                    DatePicker(
                        "Range", selection: .constant(fixed),
                        in: fixed.addingTimeInterval(-5 * 86400)...fixed.addingTimeInterval(10 * 86400),
                        displayedComponents: .date
                    )
                    .datePickerStyle(.graphical)
                    .labelsHidden()
                    .probe("rangeCalendar")
                    DatePicker("Both", selection: .constant(fixed)).datePickerStyle(.graphical).labelsHidden().probe("both")
                }
                .padding(20)
                .environment(\.timeZone, utc)
                .probe("stack")
            },
        ]
    }()
}
