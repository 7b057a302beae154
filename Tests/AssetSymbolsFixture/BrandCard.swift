#if os(Linux)
import SwiftUI

/// A card in the style of an app screen that uses its asset catalog through the symbols Xcode
/// generates: nothing here declares `brandBlue`, `cardBackground` or `logo`; the
/// `LayoutLabAssetSymbols` plug-in writes them from `Assets.xcassets` at build time.
public struct BrandCard: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 8) {
            Image(.logo)
            Text("Welcome")
                .foregroundStyle(.brandBlue)
            Label("Profile", image: .logo)
        }
        .padding()
        .background(Color.cardBackground)
        .tint(Color(.accent))
        .overlay(Color(.Palette.sunset).frame(height: 2), alignment: .bottom)
    }

    /// The generated statics, for the tests to compare with the catalog.
    public static let colorResources: [ColorResource] = [.brandBlue, .accent, .cardBackground, .Palette.sunset]
    public static let imageResources: [ImageResource] = [.logo]
}
#endif
