import LayoutLab

extension FidelitySuite {
    /// Stacks, spacing, frames, custom layouts, right-to-left, ForEach and sections, position and
    /// safe area, and the modifiers that leave layout alone (effects, transforms, animations).
    static let layout: [MeasuredFixture] =
        layoutBasics + layoutRTL + layoutForEach + layoutSections + layoutPosition + layoutCustom
        + layoutTransforms + layoutEffects + layoutLifecycle + layoutObservable + layoutMatchedGeometry
        + layoutAnimations + layoutAnimators
}
