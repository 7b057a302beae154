import Foundation
import PackagePlugin

/// Xcode 15 generates Swift symbols from a target's asset catalogs at every build
/// (`Color.brandBlue`, `Image(.logo)`, `UIImage.logo`); SwiftPM on Linux does not. This plug-in
/// does it for a target that holds `.xcassets` folders, with `layoutlab-assets`:
///
/// ```swift
/// .target(name: "MyViews", dependencies: [...],
///         plugins: [.plugin(name: "LayoutLabAssetSymbols", package: "layoutlab")])
/// ```
///
/// Extensions are written for the frameworks among `SwiftUI`, `UIKit` and `AppKit` the target
/// depends on: an extension of a module that is not linked would fail at link time.
@main
struct LayoutLabAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var catalogs: [URL] = []
        var inputs: [URL] = []
        for file in target.sourceFiles {
            guard let catalog = Self.catalog(containing: file.url) else { continue }
            if !catalogs.contains(catalog) { catalogs.append(catalog) }
            inputs.append(file.url)
        }
        guard !catalogs.isEmpty else { return [] }
        // SwiftPM hands a catalog over as one resource folder: what is inside it is read by the
        // tool, and its Contents.json files are what changes when an entry comes or goes.
        for catalog in catalogs {
            inputs += Self.contentsFiles(in: catalog)
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        let linked = Set(target.recursiveTargetDependencies.map(\.name))
        let frameworks = ["SwiftUI", "UIKit", "AppKit"].filter(linked.contains)
        var arguments = catalogs.sorted(by: { $0.path < $1.path }).map(\.path) + ["--output", output.path]
        for framework in frameworks {
            arguments += ["--framework", framework]
        }
        if frameworks.isEmpty {
            arguments.append("--no-extensions")
        }
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "layoutlab-assets").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The `.xcassets` folder `url` is, or is inside of.
    static func catalog(containing url: URL) -> URL? {
        var candidate = url
        while candidate.pathComponents.count > 1 {
            if candidate.pathExtension == "xcassets" { return candidate }
            candidate.deleteLastPathComponent()
        }
        return nil
    }

    static func contentsFiles(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
    }
}
