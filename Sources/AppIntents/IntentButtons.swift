import Foundation
@_spi(Modules) import LayoutLab

extension Button {
    /// A button that performs `intent` when tapped (an interactive widget's): laid out as any
    /// button with that label.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: { Task { _ = try? await intent.perform() } }, label: label)
    }
}

extension Button where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }
}

extension Toggle {
    /// A toggle that performs `intent` when switched.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}
