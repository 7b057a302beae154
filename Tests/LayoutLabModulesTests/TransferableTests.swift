#if os(Linux)
// `Transferable` as apps write it: the fixture's `PlotJob` (Tests/RealCodeFixtures/ImportsSwiftUI/
// PlotJobTransfer.swift, Swift 5 mode, two representations whose builder is inferred from the
// protocol) and a note declared here, in Swift 6 mode, in an extension.
import Foundation
@testable import RealCodeFixtures
import SwiftUI
import Testing
import UniformTypeIdentifiers

struct ClipNote {
    var text: String
}

extension ClipNote: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
            .suggestedFileName("note.txt")
    }
}

@Suite struct TransferableTests {
    @Test func anExportedTypeIsTheAppsOwnAndConformsToItsParent() {
        #expect(UTType.plotterJob.identifier == "com.example.plotjob")
        #expect(UTType.plotterJob.conforms(to: .data))
        #expect(!UTType.plotterJob.conforms(to: .text))
    }

    /// The representations are listed in order, and a Codable one writes JSON and reads it back.
    @Test func aCodableRepresentationRoundTripsThroughJSON() async throws {
        #expect(PlotJob.exportedContentTypes() == [.plotterJob, .utf8PlainText])
        #expect(PlotJob.importedContentTypes() == [.plotterJob])
        let job = PlotJob(name: "Poster", pages: 2)
        let data = try await job.exported(as: .plotterJob)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["name"] as? String == "Poster" && json["pages"] as? Int == 2)
        #expect(try await PlotJob(importing: data, contentType: .plotterJob) == job)
        // The proxy exports the name as text.
        #expect(String(decoding: try await job.exported(as: .plainText), as: UTF8.self) == "Poster")
    }

    @Test func aTypeWithoutAnImporterCannotBeImported() async throws {
        #expect(ClipNote.exportedContentTypes() == [.plainText])
        #expect(ClipNote.importedContentTypes().isEmpty)
        await #expect(throws: TransferError.unsupportedContentType(.plainText)) {
            try await ClipNote(importing: Data("x".utf8), contentType: .plainText)
        }
        #expect(String(decoding: try await ClipNote(text: "hi").exported(as: .text), as: UTF8.self) == "hi")
    }
}
#endif
