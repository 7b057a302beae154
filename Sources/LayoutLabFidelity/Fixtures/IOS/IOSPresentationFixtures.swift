import LayoutLab

extension FidelitySuite {
    /// Presenting screens before they present (sheet, alert, dialog), tab views, a selectable list and date pickers (iOS 26, whole window).
    static let iOSPresentation: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/sheet/basic", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "button": CGRect(x: 143, y: 321.25, width: 89, height: 24.5),
                "stack": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            ZStack {
                Color.white.ignoresSafeArea()
                Button("Show sheet") {}.probe("button")
            }
            .sheet(isPresented: .constant(false)) {
                IOSSheetContent()
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/sheet/medium", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "button": CGRect(x: 143, y: 321.25, width: 89, height: 24.5),
                "stack": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            ZStack {
                Color.white.ignoresSafeArea()
                Button("Show sheet") {}.probe("button")
            }
            .sheet(isPresented: .constant(false)) {
                IOSSheetContent()
                    .presentationDetents([.medium])
                    .presentationDragIndicator(.visible)
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/alert/basic", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "button": CGRect(x: 156.25, y: 321.25, width: 62.5, height: 24.5),
                "stack": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            ZStack {
                Color.white.ignoresSafeArea()
                Button("Delete…") {}.probe("button")
            }
            .alert("Delete the item?", isPresented: .constant(false)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/dialog/basic", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "button": CGRect(x: 151, y: 321.25, width: 73, height: 24.5),
                "stack": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            ZStack {
                Color.white.ignoresSafeArea()
                Button("Options…") {}.probe("button")
            }
            .confirmationDialog("Item options", isPresented: .constant(false), titleVisibility: .visible) {
                Button("Copy") {}
                Button("Duplicate") {}
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Choose what to do with the item.")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/tabs/basic", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "home": CGRect(x: 133.25, y: 279.75, width: 108.5, height: 24.5),
                "tabs": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            TabView(selection: .constant(0)) {
                Text("Home content").probe("home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Text("Search content")
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(1)
                Text("Settings content")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(2)
            }
            .probe("tabs")
        },
        MeasuredFixture(
            "ios/tabs/second", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "search": CGRect(x: 129.5, y: 279.75, width: 116, height: 24.5),
                "tabs": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            TabView(selection: .constant(1)) {
                Text("Home content")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Text("Search content").probe("search")
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(1)
                Text("Settings content")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(2)
            }
            .probe("tabs")
        },
        MeasuredFixture(
            "ios/tabs/badges", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "fd0864f2f391f3f05520d66f69ea9d0991936eda", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "home": CGRect(x: 133.25, y: 279.75, width: 108.5, height: 24.5),
                "tabs": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            TabView(selection: .constant(0)) {
                Tab("Home", systemImage: "house", value: 0) {
                    Text("Home content").probe("home")
                }
                Tab("Alerts", systemImage: "bell", value: 1) {
                    Text("Alerts content")
                }
                .badge(3)
                Tab("Search", systemImage: "magnifyingglass", value: 2) {
                    Text("Search content")
                }
                Tab("Mail", systemImage: "envelope", value: 3) {
                    Text("Mail content")
                }
                .badge("New")
                Tab("More", systemImage: "ellipsis", value: 4) {
                    Text("More content")
                }
            }
            .probe("tabs")
        },
        MeasuredFixture(
            "ios/tabs/page", area: .navigation, size: CGSize(width: 375, height: 667),
            commit: "fd0864f2f391f3f05520d66f69ea9d0991936eda", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "page1": CGRect(x: 127.5, y: 293.5, width: 120, height: 80),
                "tabs": CGRect(x: 0, y: 0, width: 375, height: 667),
            ]
        ) {
            TabView(selection: .constant(1)) {
                Color.red.frame(width: 120, height: 80).tag(0)
                Color.blue.frame(width: 120, height: 80).probe("page1").tag(1)
                Color.green.frame(width: 120, height: 80).tag(2)
            }
            .tabViewStyle(.page)
            .probe("tabs")
        },
        MeasuredFixture(
            "ios/list/selection", area: .lists, size: CGSize(width: 375, height: 360),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "first": CGRect(x: 32, y: 50.75, width: 33.5, height: 24.5),
                "list": CGRect(x: 0, y: 0, width: 375, height: 360),
                "second": CGRect(x: 32, y: 106.75, width: 58, height: 24.5),
                "third": CGRect(x: 32, y: 162.75, width: 39.5, height: 24.5),
            ]
        ) {
            List(selection: .constant(Int?.none)) {
                Text("First").tag(1).probe("first")
                Text("Second").tag(2).probe("second")
                Text("Third").tag(3).probe("third")
            }
            .probe("list")
        },
        MeasuredFixture(
            "ios/datepicker/compact", area: .controls, size: CGSize(width: 375, height: 360),
            commit: "b687eac15ba9b9a3ada967573d0a588064abc4e4", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "date": CGRect(x: 32, y: 50, width: 311, height: 38.5),
                "dateTime": CGRect(x: 32, y: 118.5, width: 311, height: 40),
                "disabled": CGRect(x: 32, y: 258.5, width: 311, height: 38.5),
                "form": CGRect(x: 0, y: 0, width: 375, height: 360),
                "time": CGRect(x: 32, y: 188.5, width: 311, height: 40),
            ]
        ) {
            let date = IOSDatePickerFixtureDate.shown
            Form {
                DatePicker("Date", selection: .constant(date), displayedComponents: .date).probe("date")
                DatePicker("When", selection: .constant(date)).probe("dateTime")
                DatePicker("Time", selection: .constant(date), displayedComponents: .hourAndMinute).probe("time")
                DatePicker("Off", selection: .constant(date), displayedComponents: .date).disabled(true).probe("disabled")
            }
            .environment(\.timeZone, IOSDatePickerFixtureDate.utc)
            .probe("form")
        },
        MeasuredFixture(
            "ios/datepicker/wheel", area: .controls, size: CGSize(width: 375, height: 520),
            commit: "3cc87da818ab0b96515807cf3d0fbab1726c77a9", code: "Fixtures/Sources/iOS/IOSPresentationFixtures.swift",
            measured: [
                "dateWheel": CGRect(x: 27.5, y: 38, width: 320, height: 216),
                "stack": CGRect(x: 27.5, y: 38, width: 320, height: 444),
                "timeWheel": CGRect(x: 27.5, y: 266, width: 320, height: 216),
            ]
        ) {
            let date = IOSDatePickerFixtureDate.shown
            VStack(spacing: 12) {
                DatePicker("Date", selection: .constant(date), displayedComponents: .date)
                    .datePickerStyle(.wheel).labelsHidden().probe("dateWheel")
                DatePicker("Time", selection: .constant(date), displayedComponents: .hourAndMinute)
                    .datePickerStyle(.wheel).labelsHidden().probe("timeWheel")
            }
            .environment(\.timeZone, IOSDatePickerFixtureDate.utc)
            .probe("stack")
        },
    ]
}

/// The iOS date pickers' date: 15 March 2025, 11:09 UTC (a two-digit hour), shown in UTC.
private enum IOSDatePickerFixtureDate {
    static let shown = Date(timeIntervalSinceReferenceDate: 763_744_140 - 4 * 3600)
    static let utc = TimeZone(secondsFromGMT: 0)!
}

/// The sheet's content: a headline, a line of text and a button that dismisses it.
private struct IOSSheetContent: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Sheet title").font(.headline)
            Text("Some content under the title.")
            Button("Done") { dismiss() }
        }
    }
}
