import SwiftUI
import UniformTypeIdentifiers

// A model that drag and drop and sharing move, declared as apps declare one (and as Apple's
// documentation shows it): its own exported type, a Codable representation and a plain-text
// fallback, in a `transferRepresentation` whose result builder comes from the protocol's
// requirement. Swift 5 mode, like the apps.

extension UTType {
    static let plotterJob = UTType(exportedAs: "com.example.plotjob")
}

struct PlotJob: Identifiable, Codable, Equatable, Transferable {
    var id = UUID()
    var name: String
    var pages: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .plotterJob)
        ProxyRepresentation(exporting: \.name)
    }
}

struct PlotJobRow: View {
    let job: PlotJob

    var body: some View {
        HStack {
            Text(job.name)
            Spacer()
            Text("\(job.pages) pages").foregroundStyle(.secondary)
        }
    }
}
