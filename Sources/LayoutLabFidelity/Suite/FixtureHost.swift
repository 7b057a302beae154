import LayoutLab

/// The device a fixture runs on: the profile of its platform (`mac-window@macos-26` or
/// `iphone-se-3@ios-26`, the dataset's hosts) at the fixture's size, with no safe area.
///
/// The dataset hosts each macOS fixture in a window of its size and each iOS fixture in a host
/// view of its size on an iPhone SE simulator, and reports frames in the host's coordinates: a
/// `List` filling a 320 × 400 iOS host measures at (0, 0, 320, 400), so the host has no insets.
public enum FixtureHost {
    /// The dataset's image assets and their sizes, as its `image/intrinsic` fixture measures each
    /// (and `accessibility/basic` measures `icon`). The engine draws an asset as a placeholder of
    /// its registered size. A name the dataset's catalog lacks (`missing`, or `nested` outside its
    /// `Folder/` namespace) measures 0 × 0 on SwiftUI, which draws nothing for it.
    public static let assets: [String: CGSize] = [
        "swatch": CGSize(width: 64, height: 40),
        "tall": CGSize(width: 20, height: 64),
        "photo": CGSize(width: 80, height: 60),
        "Folder/nested": CGSize(width: 32, height: 16),
        "loose": CGSize(width: 32, height: 16),
        "badge": CGSize(width: 20, height: 20),
        "dual": CGSize(width: 48, height: 24),
        "icon": CGSize(width: 24, height: 24),
        "missing": .zero,
        "nested": .zero,
    ]

    /// Registers the dataset's assets with the engine; runs once.
    public static func registerAssets() {
        _ = assetsRegistered
    }

    private static let assetsRegistered: Void = {
        for (name, size) in assets { Image.registerPlaceholder(name, size: size) }
    }()

    /// The profiles the suite runs on, by platform.
    public static func baseProfile(for platform: OSGeneration.Platform) -> DeviceProfile {
        switch platform {
        case .macOS: DeviceProfile.named("mac-window@macos-26")!
        case .iOS: DeviceProfile.named("iphone-se-3@ios-26")!
        }
    }

    /// The host of one fixture: its platform's profile, sized to the fixture, without insets.
    public static func profile(for fixture: MeasuredFixture) -> DeviceProfile {
        let base = baseProfile(for: fixture.platform)
        return DeviceProfile(
            name: base.name, portraitSize: fixture.size, scale: base.scale, portraitInsets: EdgeInsets(),
            landscapeInsets: EdgeInsets(), portraitSizeClasses: base.portraitSizeClasses,
            landscapeSizeClasses: base.landscapeSizeClasses, os: base.os, layoutDirection: base.layoutDirection
        )
    }
}
