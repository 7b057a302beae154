import ArgumentParser
import Foundation
import LayoutLabAssets

/// `layoutlab assets`: the Swift file Xcode 15 generates from a target's asset catalogs
/// (`Color.brandBlue`, `Image(.logo)`, ...), for a build on Linux (docs/supported-api.md,
/// "Asset catalogs"). The `LayoutLabAssetSymbols` build-tool plug-in does it at every build.
struct AssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        abstract: "Write the asset symbols Xcode generates (ColorResource, ImageResource, Color.name, ...) for asset catalogs.",
        discussion: """
            Each input is an asset catalog folder (Assets.xcassets) or a listing of one: a text file \
            with an entry a line, `name<TAB>color` or `name<TAB>image` (a name alone is listed as both).
            """
    )

    @Argument(help: "Asset catalogs (.xcassets folders) or listings.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The Swift file to write (standard output when absent).")
    var output: String?

    @Option(name: .customLong("framework"), help: "Write extensions for SwiftUI, UIKit or AppKit (repeatable; all three when absent).")
    var frameworks: [String] = []

    @Flag(help: "Only the ColorResource and ImageResource statics, without the Color, UIColor, UIImage, ... extensions.")
    var noExtensions = false

    func run() throws {
        var chosen: Set<AssetSymbolsFile.Framework> = []
        for name in frameworks {
            guard let framework = AssetSymbolsFile.Framework(rawValue: name) else {
                throw ValidationError("--framework takes SwiftUI, UIKit or AppKit, not \(name)")
            }
            chosen.insert(framework)
        }
        let catalog: AssetCatalog
        do {
            catalog = try AssetCatalog(paths: inputs)
        } catch let error as AssetCatalogError {
            throw ValidationError(error.description)
        }
        let file = AssetSymbolsFile(catalog: catalog,
                                    frameworks: chosen.isEmpty ? Set(AssetSymbolsFile.Framework.allCases) : chosen,
                                    extensions: !noExtensions)
        if let output {
            try file.source.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(file.source, terminator: "")
        }
    }
}
