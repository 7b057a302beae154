/// A device as the engine sees it: screen size in points, pixel scale, safe-area insets and size
/// classes for each orientation. Profiles are plain data (docs/scenarios.md, "Device profiles").
public struct DeviceProfile: Hashable, Sendable {
    public let name: String
    /// Portrait size in points; landscape swaps it.
    public let portraitSize: CGSize
    public let scale: CGFloat
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    public let portraitSizeClasses: SizeClasses
    public let landscapeSizeClasses: SizeClasses
    /// The OS the device runs, whose text system measures text.
    public let os: OSGeneration
    /// The language's reading direction; right-to-left mirrors every layout (the `+rtl` profiles,
    /// docs/layout-rules.md, "Right-to-left").
    public let layoutDirection: LayoutDirection

    public struct SizeClasses: Hashable, Sendable {
        public let horizontal: UserInterfaceSizeClass
        public let vertical: UserInterfaceSizeClass

        public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    public init(
        name: String, portraitSize: CGSize, scale: CGFloat, portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets,
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses, os: OSGeneration = .newestIOS,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.os = os
        self.layoutDirection = layoutDirection
    }

    public func size(in orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    public func insets(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    public func screen(in orientation: Orientation) -> Screen {
        Screen(size: size(in: orientation), safeAreaInsets: insets(in: orientation), scale: scale)
    }

    /// The suffix of a right-to-left profile's name: `iphone-15+rtl`.
    public static let rightToLeftSuffix = "+rtl"

    /// A built-in profile by name, optionally right-to-left and on another OS generation:
    /// `iphone-se-3@ios-26`, `iphone-15+rtl`, `iphone-15+rtl@ios-18`.
    public static func named(_ name: String) -> DeviceProfile? {
        let parts = name.split(separator: "@", maxSplits: 1).map(String.init)
        var base = parts[0]
        let isRightToLeft = base.hasSuffix(rightToLeftSuffix)
        if isRightToLeft { base.removeLast(rightToLeftSuffix.count) }
        guard var profile = builtIn.first(where: { $0.name == base }) else { return nil }
        if parts.count == 2 {
            guard let os = OSGeneration(rawValue: parts[1]), os.platform == profile.os.platform else { return nil }
            profile = profile.running(os)
        }
        return isRightToLeft ? profile.rightToLeft() : profile
    }

    /// The same device reading right to left, named with ``rightToLeftSuffix`` so that its cases
    /// are told apart from the left-to-right ones.
    public func rightToLeft() -> DeviceProfile {
        guard layoutDirection == .leftToRight else { return self }
        return DeviceProfile(
            name: name + Self.rightToLeftSuffix, portraitSize: portraitSize, scale: scale, portraitInsets: portraitInsets,
            landscapeInsets: landscapeInsets, portraitSizeClasses: portraitSizeClasses,
            landscapeSizeClasses: landscapeSizeClasses, os: os, layoutDirection: .rightToLeft
        )
    }

    /// The same device on another OS generation of its platform.
    public func running(_ os: OSGeneration) -> DeviceProfile {
        DeviceProfile(
            name: name, portraitSize: portraitSize, scale: scale, portraitInsets: portraitInsets,
            landscapeInsets: landscapeInsets, portraitSizeClasses: portraitSizeClasses,
            landscapeSizeClasses: landscapeSizeClasses, os: os, layoutDirection: layoutDirection
        )
    }

    /// The built-in profiles of docs/scenarios.md (insets are top, left, bottom, right).
    public static let builtIn: [DeviceProfile] = [
        phone("iphone-se-3", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), landscapeWidth: .compact),
        phone("iphone-13-mini", 375, 812, 3, (50, 0, 34, 0), (0, 50, 21, 50), landscapeWidth: .compact),
        phone("iphone-13", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), landscapeWidth: .compact),
        phone("iphone-15", 393, 852, 3, (59, 0, 34, 0), (0, 59, 21, 59), landscapeWidth: .compact),
        phone("iphone-15-pro-max", 430, 932, 3, (59, 0, 34, 0), (0, 59, 21, 59), landscapeWidth: .regular),
        phone("iphone-16-pro", 402, 874, 3, (62, 0, 34, 0), (0, 62, 21, 62), landscapeWidth: .compact),
        pad("ipad-air-11", 820, 1180),
        pad("ipad-pro-13", 1032, 1376),
        macWindow,
    ]

    /// A macOS window at its default 800 × 600: no safe area, @2x, the 13 pt default font. It can
    /// be resized like any profile; a rotation swaps its width and height. macOS has no size
    /// classes; the environment reports regular ones.
    private static let macWindow = DeviceProfile(
        name: "mac-window", portraitSize: CGSize(width: 800, height: 600), scale: 2,
        portraitInsets: EdgeInsets(), landscapeInsets: EdgeInsets(),
        portraitSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular),
        landscapeSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular),
        os: .macos26
    )

    private typealias Insets = (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)

    private static func insets(_ i: Insets) -> EdgeInsets {
        EdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
    }

    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, _ portrait: Insets, _ landscape: Insets,
        landscapeWidth: UserInterfaceSizeClass
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, portraitSize: CGSize(width: width, height: height), scale: scale,
            portraitInsets: insets(portrait), landscapeInsets: insets(landscape),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: landscapeWidth, vertical: .compact)
        )
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DeviceProfile {
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        return DeviceProfile(
            name: name, portraitSize: CGSize(width: width, height: height), scale: 2,
            portraitInsets: insets((24, 0, 20, 0)), landscapeInsets: insets((24, 0, 20, 0)),
            portraitSizeClasses: regular, landscapeSizeClasses: regular
        )
    }
}



public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape

    public var isLandscape: Bool { self == .landscape }
    public var isPortrait: Bool { self == .portrait }
}
