import LayoutLab

/// Appear and disappear counts above a child that counts them; the child starts shown.
private struct AppearanceCounter: View {
    @State private var appeared = 0
    @State private var disappeared = 0
    @State private var showChild = true

    var body: some View {
        VStack(spacing: 8) {
            Text("A\(appeared) D\(disappeared)").probe("counts")
            if showChild {
                Text("Child")
                    .onAppear { appeared += 1 }
                    .onDisappear { disappeared += 1 }
                    .probe("child")
            }
        }
        .probe("stack")
    }
}

extension FidelitySuite {
    /// A text counting a child's appear and disappear actions above the child (macOS 26).
    static let layoutLifecycle: [MeasuredFixture] = [
        MeasuredFixture(
            "lifecycle/appear", area: .modifiers, size: CGSize(width: 320, height: 120),
            commit: "cc201eeaff0e8b2567c5b3908b670f0ba10e8ec8", code: "Fixtures/Sources/Lifecycle/LifecycleFixtures.swift",
            measured: [
                "child": CGRect(x: 144.25, y: 64, width: 31.5, height: 16),
                "counts": CGRect(x: 142.25, y: 40, width: 35.5, height: 16),
                "stack": CGRect(x: 142.25, y: 40, width: 35.5, height: 40),
            ]
        ) {
            AppearanceCounter()
        },
    ]
}
