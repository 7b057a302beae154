import Foundation
import GRDB
import LayoutLab
import LayoutLabScenarios
import Testing

/// Each `modern/` scenario lays the screen out as its seed pattern does, in the passes its summary
/// states, computed from what was recorded.
@Suite struct ModernReplacementClaims {
    /// Passes of the launch step per variant, and the settled frames of the named nodes.
    static func record(_ scenario: any Scenario.Type) async throws -> (passes: [String: Int], frames: [String: [String: CGRect]]) {
        let lab = try await Lab.record(scenario, profiles: ["iphone-13", "iphone-se-3"])
        var passes: [String: Int] = [:]
        for row in try lab.rows("SELECT variant, MAX(passes) AS passes FROM run_cases GROUP BY variant") {
            passes[row["variant"]] = row["passes"]
        }
        var frames: [String: [String: CGRect]] = [:]
        for row in try lab.rows("""
            SELECT variant, profile, node_name, x, y, width, height FROM final_frames
            WHERE step = 0 AND node_name IS NOT NULL
            """) {
            let key = "\(row["profile"] as String)/\(row["node_name"] as String)"
            let variant: String = row["variant"]
            let x: Double = row["x"], y: Double = row["y"], width: Double = row["width"], height: Double = row["height"]
            frames[variant, default: [:]][key] = CGRect(x: x, y: y, width: width, height: height)
        }
        return (passes, frames)
    }

    /// Both variants put every named node in the same place, within a pixel.
    static func expectSameLayout(_ frames: [String: [String: CGRect]], sourceLocation: SourceLocation = #_sourceLocation) {
        let seed = frames["seed"] ?? [:], modern = frames["modern"] ?? [:]
        #expect(!seed.isEmpty && Set(seed.keys) == Set(modern.keys), sourceLocation: sourceLocation)
        for (name, frame) in seed {
            guard let other = modern[name] else { continue }
            let close = abs(frame.minX - other.minX) <= 0.5 && abs(frame.minY - other.minY) <= 0.5
                && abs(frame.width - other.width) <= 0.5 && abs(frame.height - other.height) <= 0.5
            #expect(close, "\(name): seed \(frame), modern \(other)", sourceLocation: sourceLocation)
        }
    }

    @Test func readSizeAndOnGeometryChangeBothTakeTwoPasses() async throws {
        let (passes, frames) = try await Self.record(ModernReadSize.self)
        #expect(passes == ["seed": 2, "modern": 2])
        Self.expectSameLayout(frames)
    }

    @Test func aRatioSplitTakesOnePassEitherWay() async throws {
        let (passes, frames) = try await Self.record(ModernRatioSplit.self)
        #expect(passes == ["seed": 1, "modern": 1])
        Self.expectSameLayout(frames)
        // A quarter and three quarters of the window (390 on an iPhone 13).
        #expect(frames["modern"]?["iphone-13/left"]?.width == 97.5)
        #expect(frames["modern"]?["iphone-13/right"]?.width == 292.5)
    }

    @Test func equalWidthsByALayoutSaveTheMeasuringPass() async throws {
        let (passes, frames) = try await Self.record(ModernEqualWidths.self)
        #expect(passes == ["seed": 2, "modern": 1])
        Self.expectSameLayout(frames)
        let widths = Set(["Cancel", "Save changes", "OK"].compactMap { frames["modern"]?["iphone-13/\($0)"]?.width })
        #expect(widths.count == 1, "every button as wide as the widest")
    }

    @Test func aGridSavesTheMeasuringPass() async throws {
        let (passes, frames) = try await Self.record(ModernMeasuredTable.self)
        #expect(passes == ["seed": 2, "modern": 1])
        Self.expectSameLayout(frames)
    }
}
