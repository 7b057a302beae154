import Foundation

// A progress view over a time interval (Apple, "ProgressView.init(timerInterval:countsDown:label:
// currentValueLabel:)", iOS 16): a determinate bar that fills as the interval passes, with the
// time left (or passed) as its value label by default. The engine reads it at its fixed now, as
// `Text(timerInterval:)` does, so it lays out as a determinate progress view with that timer text.

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), isDeterminate: true)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
                  isDeterminate: true)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
                  isDeterminate: true)
    }
}

/// The default value label of a timer progress view: the timer's text.
public nonisolated struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}
