import Foundation
import Testing

enum HTMLChecks {
    /// A page that loads nothing: no URLs (absolute or protocol-relative), no external scripts,
    /// style sheets, fonts or images.
    static func expectSelfContained(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(html.hasPrefix("<!DOCTYPE html>"), sourceLocation: sourceLocation)
        for forbidden in ["http://", "https://", "//", "<script", "<link", "<img", "<iframe", "@import", "@font-face", "url("] {
            #expect(!html.contains(forbidden), "the page contains \(forbidden)", sourceLocation: sourceLocation)
        }
    }
}
