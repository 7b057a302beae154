/// `DatePicker`'s blocks: a graphical calendar or clock, or iOS's wheels. A block is its own size
/// (macOS's calendar and clock, iOS's wheels), or takes the width offered at its own height (iOS's
/// calendar; its own width when offered none). The compact and field styles are a
/// `LabeledContentRule` row: the label, then the date and the time in pills (iOS) or in one field
/// with a stepper after it (macOS); graphical parts with a label likewise. *Measured (macOS 26,
/// iOS 26: iamcgn/swiftui-web datepicker/*, ios/datepicker/*); Platform/ControlMetrics.swift.*
struct DatePickerRule: LeafRule {
    let size: CGSize
    let fillsWidth: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        CGSize(width: fillsWidth ? proposal.width ?? size.width : size.width, height: size.height)
    }
}
