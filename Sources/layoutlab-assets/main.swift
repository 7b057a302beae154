import Foundation
import LayoutLabAssets

// The asset symbols generator on its own, without the rest of the command line: what the
// `LayoutLabAssetSymbols` build-tool plug-in runs (a plug-in's tool is built for every build of
// the target that uses it, so it links nothing but Foundation).
//
//     layoutlab-assets <Assets.xcassets | listing>... --output <File.swift> [--framework SwiftUI|UIKit|AppKit]... [--no-extensions]

var inputs: [String] = []
var output: String?
var frameworks: Set<AssetSymbolsFile.Framework> = []
var extensions = true
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--output":
        output = arguments.popFirst()
    case "--no-extensions":
        extensions = false
    case "--framework":
        guard let name = arguments.popFirst(), let framework = AssetSymbolsFile.Framework(rawValue: name) else {
            FileHandle.standardError.write(Data("layoutlab-assets: --framework takes SwiftUI, UIKit or AppKit\n".utf8))
            exit(2)
        }
        frameworks.insert(framework)
    default:
        inputs.append(argument)
    }
}
guard let output, !inputs.isEmpty else {
    FileHandle.standardError.write(Data("usage: layoutlab-assets <Assets.xcassets>... --output <File.swift> [--framework SwiftUI|UIKit|AppKit]...\n".utf8))
    exit(2)
}
do {
    let catalog = try AssetCatalog(paths: inputs)
    let file = AssetSymbolsFile(catalog: catalog, frameworks: frameworks.isEmpty ? Set(AssetSymbolsFile.Framework.allCases) : frameworks,
                                extensions: extensions)
    try file.source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("layoutlab-assets: \(error)\n".utf8))
    exit(2)
}
