/// `DatePicker` in its graphical and wheel styles: the calendar or the wheels take the width
/// offered (their ideal width when offered none) at their own height. The compact style is a
/// `LabeledContentRule` row with the date and time in pills. *Apple; estimates and UIKit's wheel
/// height (Platform/ControlMetrics.swift).*
struct DatePickerRule: LeafRule {
    let idealSize: CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? idealSize.width, height: idealSize.height)
    }
}
