import Foundation
import Testing

@Suite struct FidelityCommandTests {
    let cli = CLIRunner()

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try cli.run(["fidelity", "--format", "json"] + arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func printsAgreementByAreaAndPlatformThenTheMisses() throws {
        let result = try cli.run(["fidelity"])
        #expect(result.status == 0)
        let document = try json([])
        let fixtures = try #require(document["fixtures"] as? Int), reproduced = try #require(document["reproduced"] as? Int)
        #expect(result.stdout.hasPrefix("Fidelity: \(reproduced) of \(fixtures) layouts measured on Apple's SwiftUI reproduced"))
        for area in ["text", "stacks and spacing", "controls", "lists and forms", "navigation", "grids", "scroll", "shapes and images", "modifiers"] {
            #expect(result.stdout.contains("\n\(area) "), "a row for \(area)")
        }
        #expect(result.stdout.contains("macOS 26 (mac-window)") && result.stdout.contains("iOS 26 (iphone-se-3)"))
        if reproduced < fixtures {
            #expect(result.stdout.contains("Furthest off (15 of \(fixtures - reproduced) not reproduced):"))
        }
    }

    @Test func jsonHoldsEveryFixtureWithItsSourceAndProbes() throws {
        let document = try json([])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == document["fixtures"] as? Int)
        #expect(results.filter { $0["reproduced"] as? Bool == true }.count == document["reproduced"] as? Int)
        let areas = try #require(document["areas"] as? [[String: Any]])
        #expect(areas.reduce(0) { $0 + ($1["fixtures"] as? Int ?? 0) } == results.count)
        for result in results {
            #expect((result["source"] as? String)?.hasPrefix("https://github.com/iamcgn/swiftui-web/blob/") == true)
            let probes = try #require(result["probes"] as? [[String: Any]])
            let agree = probes.allSatisfy { $0["agrees"] as? Bool == true }
            #expect(result["reproduced"] as? Bool == (agree && result["outcome"] as? String != "error"), "\(result["name"] ?? "")")
        }
    }

    @Test func selectsByAreaPlatformAndGlob() throws {
        let lists = try json(["--area", "lists"])
        #expect((lists["results"] as? [[String: Any]])?.allSatisfy { $0["area"] as? String == "lists" } == true)
        let iOS = try json(["--platform", "ios", "--fixture", "ios/list/*"])
        let names = (iOS["results"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("ios/list/") })
    }

    /// `--min` turns the figure into a check: exit 1 below the share, 0 at or above it.
    @Test func minExitsOneBelowTheShare() throws {
        let fraction = try #require(try json([])["fraction"] as? Double)
        #expect(try cli.run(["fidelity", "--min", "0"]).status == 0)
        let threshold = min(1, fraction + 0.01)
        let above = try cli.run(["fidelity", "--min", String(threshold)])
        #expect(above.status == (fraction < threshold ? 1 : 0))
        #expect(above.stderr.isEmpty)
    }

    @Test func htmlDrawsMeasuredAndRecordedFrames() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fidelity-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try cli.run(["fidelity", "--format", "html", "--fixture", "button/*", "--output", file.path])
        #expect(result.status == 0)
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<code>button/basic</code>"))
        #expect(page.contains("<svg") && page.contains("stroke=\"#1a8d3a\"") && page.contains("stroke=\"#c2187a\""))
        #expect(!page.contains("<script src") && !page.contains("<link "), "self-contained")
    }

    @Test func badInputIsOneLineAndStatusTwo() throws {
        for arguments in [["--area", "listz"], ["--min", "2"], ["--fixture", "nothing/*"], ["--platform", "watchos"], ["--worst", "-1"]] {
            let result = try cli.run(["fidelity"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try cli.run(["fidelity", "--area", "listz"]).stderr.contains("did you mean 'lists'?"))
    }
}
