import Foundation

/// A row or column of arranged views (Apple: "UIStackView"). Its intrinsic size follows from its
/// arranged views' as Auto Layout's stack constraints make it: their lengths and the spacing
/// between them along the axis, the largest across it, plus the layout margins when the
/// arrangement is relative to them. A view without an intrinsic length on an axis gives the stack
/// none on that axis. Views are not placed (UIKit's layout is not modelled here).
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { invalidateIntrinsicContentSize() } }
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var isLayoutMarginsRelativeArrangement = false
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging the view; it stays a subview, as UIKit's does.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The marker `customSpacing(after:)` answers without a custom spacing (Apple's value).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    open override var intrinsicContentSize: CGSize {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return .zero }
        let sizes = shown.map(\.intrinsicContentSize)
        let horizontal = axis == .horizontal
        let along = sizes.map { horizontal ? $0.width : $0.height }
        let across = sizes.map { horizontal ? $0.height : $0.width }
        let gaps = shown.dropLast().reduce(CGFloat(0)) { total, view in
            let custom = customSpacing(after: view)
            return total + (custom == UIStackView.spacingUseDefault ? spacing : custom)
        }
        var length = along.contains { $0 < 0 } ? Self.noIntrinsicMetric
            : (distribution == .fillEqually ? (along.max() ?? 0) * CGFloat(along.count) : along.reduce(0, +)) + gaps
        var breadth = across.contains { $0 < 0 } ? Self.noIntrinsicMetric : across.max() ?? 0
        if isLayoutMarginsRelativeArrangement {
            let margins = layoutMargins
            if length >= 0 { length += horizontal ? margins.left + margins.right : margins.top + margins.bottom }
            if breadth >= 0 { breadth += horizontal ? margins.top + margins.bottom : margins.left + margins.right }
        }
        return horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : size.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : size.height)
    }
}
