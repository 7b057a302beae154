import Foundation
import LayoutLabCoreDataModels

// The Core Data class generator on its own: the Swift Xcode writes from a project's data models
// at build time (`LayoutLabCoreDataModels`), for the real-code check and for a package whose
// views use generated entity classes. Foundation only, like `layoutlab-assets`.
//
//     layoutlab-datamodels <X.xcdatamodeld | X.xcdatamodel | contents>... --output <File.swift>

var inputs: [String] = []
var output: String?
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    if argument == "--output" {
        output = arguments.popFirst()
    } else {
        inputs.append(argument)
    }
}
guard let output, !inputs.isEmpty else {
    FileHandle.standardError.write(Data("usage: layoutlab-datamodels <X.xcdatamodeld | X.xcdatamodel | contents>... --output <File.swift>\n".utf8))
    exit(2)
}
do {
    // Every model of the project in one file: their entities are classes of one module.
    let models = try inputs.map { try DataModel(contentsOf: URL(fileURLWithPath: $0)) }
    let file = ManagedObjectClassesFile(model: DataModel(entities: models.flatMap(\.entities)))
    try file.source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("layoutlab-datamodels: \(error)\n".utf8))
    exit(2)
}
