/// The direction in which a layout reads: leading is left in left-to-right layouts.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}
