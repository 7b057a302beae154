#if os(Linux)
// Asset catalog symbols as Xcode 15 generates them: the names (checked against names Xcode gave
// real catalogs' entries, as its generated files in public repositories show), the file, and a
// target whose views use them through the build-tool plug-in.
import AssetSymbolsFixture
import Foundation
import LayoutLab
import LayoutLabAssets
import SwiftUI
import Testing

@Suite struct AssetSymbolNameTests {
    @Test(arguments: [
        ("AccentColor", "accent"),
        ("accentColor", "accent"),
        ("bgColor", "bg"),
        ("card-number-color", "cardNumber"),
        ("grey-chip-color", "greyChip"),
        ("color_000000", "color000000"),
        ("AllTrails-White", "allTrailsWhite"),
        ("detail_background", "detailBackground"),
    ])
    func colorNames(asset: String, symbol: String) {
        #expect(AssetSymbolName.symbol(for: asset, kind: .color) == symbol)
    }

    @Test(arguments: [
        ("AM-AI-iOS-ClearDark-1024x1024", "amAIIOSClearDark1024X1024"),
        ("Icon Flowers", "iconFlowers"),
        ("adult_products_image", "adultProducts"),
        ("Initial-Image", "initial"),
        ("FilesImage", "files"),
        ("welcomeVCimage", "welcomeVCimage"),
        ("Image", "image"),
        ("035-bank 1", "_035Bank1"),
        ("1_back_arm", "_1BackArm"),
        ("10ru", "_10Ru"),
        ("10C", "_10_C"),
        ("402a", "_402A"),
        ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"),
        ("icon_ID ", "iconID"),
        ("orbita+", "orbita"),
        ("Signal4_", "signal4"),
        ("default", "`default`"),
        ("switch", "`switch`"),
        ("emoji_10_laughing", "emoji10Laughing"),
    ])
    func imageNames(asset: String, symbol: String) {
        #expect(AssetSymbolName.symbol(for: asset, kind: .image) == symbol)
    }

    @Test func aColorKeepsImageAndAnImageKeepsColor() {
        #expect(AssetSymbolName.symbol(for: "BlueImage", kind: .color) == "blueImage")
        #expect(AssetSymbolName.symbol(for: "BlueColor", kind: .image) == "blueColor")
    }

    @Test func aNameWithoutLettersOrDigitsHasNoSymbol() {
        #expect(AssetSymbolName.symbol(for: "--", kind: .image) == nil)
    }
}

@Suite struct AssetSymbolsFileTests {
    static var fixtureCatalog: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AssetSymbolsFixture/Assets.xcassets")
    }

    @Test func aCatalogsColourAndImageSetsButNotItsAppIcon() throws {
        let catalog = try AssetCatalog(contentsOf: Self.fixtureCatalog)
        #expect(catalog.entries == [
            .init(name: "AccentColor", kind: .color),
            .init(name: "BrandBlue", kind: .color),
            .init(name: "Palette/Sunset", kind: .color),
            .init(name: "card-background-color", kind: .color),
            .init(name: "logo", kind: .image),
        ])
    }

    @Test func aNamespaceFolderPrefixesItsEntries() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Brand")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Blue.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Plain/Icon.imageset"), withIntermediateDirectories: true)
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.entries == [.init(name: "Brand/Blue", kind: .color), .init(name: "Icon", kind: .image)])
    }

    @Test func aListingGivesKindsOrBoth() {
        let catalog = AssetCatalog(listing: "Brand\tcolor\nlogo\timage\nAppIcon\tappicon\nplain\n")
        #expect(catalog.entries == [
            .init(name: "Brand", kind: .color), .init(name: "logo", kind: .image),
            .init(name: "plain", kind: .color), .init(name: "plain", kind: .image),
        ])
    }

    @Test func theFileDeclaresWhatXcodeDeclaresAndWarnsOnACollision() {
        let catalog = AssetCatalog(listing: "AccentColor\tcolor\nFile\timage\nFileImage\timage\n")
        let source = AssetSymbolsFile(catalog: catalog).source
        #expect(source.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let file = ImageResource(name: "File", bundle: resourceBundle)"#))
        #expect(source.contains(#"#warning("The \"FileImage\" image asset name resolves to the symbol \"file\" which already exists. Try renaming the asset.")"#))
        #expect(source.contains("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {"))
        #expect(source.contains("static var accent: UIKit.UIColor { .init(resource: .accent) }"))
        #expect(source.contains("static var file: AppKit.NSImage { .init(resource: .file) }"))
        // SwiftUI's `Image` gets no statics: Xcode writes none (`Image(.file)` is the spelling).
        #expect(!source.contains("extension SwiftUI.Image"))
    }

    @Test func aNamespaceIsAnEnumNamedAfterItsFolder() {
        let source = AssetSymbolsFile(catalog: AssetCatalog(listing: "Colors/Text/Primary\tcolor\nColors/Accent\tcolor\n")).source
        #expect(source.contains("""
                /// The "Colors" asset catalog resource namespace.
                enum Colors {

                    /// The "Colors/Accent" asset catalog color resource.
                    static let accent = ColorResource(name: "Colors/Accent", bundle: resourceBundle)

                    /// The "Colors/Text" asset catalog resource namespace.
                    enum Text {

                        /// The "Colors/Text/Primary" asset catalog color resource.
                        static let primary = ColorResource(name: "Colors/Text/Primary", bundle: resourceBundle)
            """))
        #expect(source.contains("static var primary: UIKit.UIColor { .init(resource: .Colors.Text.primary) }"))
        #expect(source.contains("static var accent: SwiftUI.Color { .init(.Colors.accent) }"))
    }

    @Test func frameworksAndExtensionsCanBeLeftOut() {
        let catalog = AssetCatalog(listing: "AccentColor\tcolor\n")
        let swiftUIOnly = AssetSymbolsFile(catalog: catalog, frameworks: [.swiftUI]).source
        #expect(swiftUIOnly.contains("extension SwiftUI.Color {"))
        #expect(!swiftUIOnly.contains("UIKit.UIColor"))
        #expect(!swiftUIOnly.contains("AppKit.NSColor"))
        let bare = AssetSymbolsFile(catalog: catalog, extensions: false).source
        #expect(bare.contains("static let accent = ColorResource"))
        #expect(!bare.contains("extension SwiftUI.Color"))
    }
}

@Suite struct AssetSymbolsPluginTests {
    @Test func theGeneratedSymbolsNameTheCatalogsEntries() {
        #expect(BrandCard.colorResources.map(\.name) == ["BrandBlue", "AccentColor", "card-background-color", "Palette/Sunset"])
        #expect(BrandCard.imageResources.map(\.name) == ["logo"])
        #expect(Color(BrandCard.colorResources[0]) == Color("BrandBlue"))
    }

    @Test func aCatalogImageIsTheNamedImagesPlaceholder() async throws {
        // The generated statics are internal to the fixture's module, as Xcode's are.
        let (result, log) = await record(Image(BrandCard.imageResources[0]).accessibilityIdentifier("logo"))
        #expect(result.outcome == .stable)
        let logo = try #require(log.finalPass(step: 0)?.node(named: "logo"))
        #expect(logo.frame.size == CGSize(width: 400, height: 300))
    }

    @Test func aViewUsingTheSymbolsRecords() async {
        let (result, _) = await record(BrandCard())
        #expect(result.outcome == .stable)
    }
}
#endif
