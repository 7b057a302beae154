/// Where a scroll view rests after scrolling to a view (`ScrollViewProxy.scrollTo(_:anchor:)`,
/// the `scroll(toID:anchor:)` step; docs/layout-rules.md, "Scrolling to a view"):
///
/// - With an anchor, the anchor's point in the view meets the same point of the scroll view:
///   `.top` puts the view's top at the scroll view's top, `.bottom` its bottom at the bottom,
///   `.center` their centres together.
/// - Without one, the scroll view moves the least that shows the whole view: not at all when the
///   view is already in sight; a view longer than the scroll view shows its leading end.
/// - Either way the content does not scroll past its ends (the scroll view clamps it).
///
/// Apple, `ScrollViewProxy.scrollTo(_:anchor:)`: "If anchor is nil, this method finds the
/// container of the identified view, and scrolls the minimum amount to make the identified view
/// wholly visible. If anchor is non-nil, it defines the points in the identified view and the
/// scroll view to align." What a too-long view shows without an anchor is the model's choice
/// (docs/fidelity.md, "Scrolling to a view").
enum ScrollTargetRule {
    /// The new offset along `axis`, in the content's coordinates.
    /// - Parameters:
    ///   - target: the view's frame, globally, as laid out at `current`.
    ///   - viewport: the scroll view's frame, globally.
    ///   - current: how far the content is scrolled now.
    static func offset(
        showing target: CGRect, in viewport: CGRect, along axis: Axis, current: CGFloat, anchor: UnitPoint?
    ) -> CGFloat {
        // The view's start and length in the content's own coordinates.
        let start = target.minAlong(axis) - viewport.minAlong(axis) + current
        let length = target.size[axis]
        let visible = viewport.size[axis]
        guard let anchor else {
            if start < current || length > visible { return max(0, start) }
            if start + length > current + visible { return max(0, start + length - visible) }
            return current
        }
        let unit = axis == .vertical ? anchor.y : anchor.x
        return max(0, start + unit * (length - visible))
    }
}
