import LayoutLab

/// The built-in device profiles as values, for `LayoutLab.run(_:on:)` and
/// `assertLayoutSnapshot(of:on:)`: `.iPhone15`, `.iPadPro13`, and custom sizes.
extension DeviceProfile {
    public static let iPhoneSE3 = builtIn("iphone-se-3")
    public static let iPhone13Mini = builtIn("iphone-13-mini")
    public static let iPhone13 = builtIn("iphone-13")
    public static let iPhone15 = builtIn("iphone-15")
    public static let iPhone15ProMax = builtIn("iphone-15-pro-max")
    public static let iPhone16Pro = builtIn("iphone-16-pro")
    public static let iPadAir11 = builtIn("ipad-air-11")
    public static let iPadPro13 = builtIn("ipad-pro-13")
    public static let macWindow = builtIn("mac-window")

    /// A screen of your own: `width` × `height` points in portrait (landscape swaps them), with
    /// the same insets in both orientations; horizontally compact under 600 points wide.
    public static func custom(
        _ name: String, width: CGFloat, height: CGFloat, scale: CGFloat = 3, safeArea: EdgeInsets = EdgeInsets(),
        os: OSGeneration = .newestIOS
    ) -> DeviceProfile {
        func classes(width: CGFloat, height: CGFloat) -> SizeClasses {
            SizeClasses(horizontal: width < 600 ? .compact : .regular, vertical: height < 500 ? .compact : .regular)
        }
        return DeviceProfile(
            name: name, portraitSize: CGSize(width: width, height: height), scale: scale,
            portraitInsets: safeArea, landscapeInsets: safeArea,
            portraitSizeClasses: classes(width: width, height: height), landscapeSizeClasses: classes(width: height, height: width),
            os: os
        )
    }

    /// This profile on another OS generation (`.iPhone15.on(.ios18)`).
    public func on(_ os: OSGeneration) -> DeviceProfile {
        DeviceProfile(
            name: name, portraitSize: portraitSize, scale: scale, portraitInsets: portraitInsets, landscapeInsets: landscapeInsets,
            portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses, os: os,
            layoutDirection: layoutDirection
        )
    }

    private static func builtIn(_ name: String) -> DeviceProfile {
        guard let profile = named(name) else { preconditionFailure("no built-in profile \(name)") }
        return profile
    }
}
