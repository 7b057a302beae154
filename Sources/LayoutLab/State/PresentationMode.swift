/// `@Environment(\.presentationMode)`, the iOS 13 form of `isPresented` and `dismiss`:
/// `presentationMode.wrappedValue.dismiss()` calls the environment's `dismiss` action, so it
/// closes a presentation exactly where `@Environment(\.dismiss)` would.
public struct PresentationMode {
    public private(set) var isPresented: Bool
    private let dismissAction: DismissAction

    init(isPresented: Bool, dismiss: DismissAction) {
        self.isPresented = isPresented
        dismissAction = dismiss
    }

    public mutating func dismiss() {
        guard isPresented else { return }
        dismissAction()
    }
}

extension EnvironmentValues {
    /// Read from `isPresented` and `dismiss`; writes through the binding are ignored, as
    /// SwiftUI's binding ignores anything but `dismiss()`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
