import Foundation
import LayoutLab
import Testing
@testable import LayoutLabScenarios

/// Seed 003, the style guide, checked on the recording.
@Suite struct StyleGuideClaims {
    let profiles = ["iphone-13", "ipad-pro-13"]

    @Test func measuringInBackgroundKeepsTheTextsLayout() async throws {
        let lab = try await Lab.record(MeasureInBackground.self, profiles: profiles)
        for name in profiles {
            let text = try lab.frame("text", variant: "good", profile: name)
            #expect(try lab.frame("reader", variant: "good", profile: name) == text)
            #expect(try lab.state("measured", variant: "good", profile: name) == "{\"width\":\(json(text.width)),\"height\":\(json(text.height))}")
            let safe = DeviceProfile.named(name)!.screen(in: .portrait).safeRect
            let badReader = try lab.frame("reader", variant: "bad", profile: name)
            #expect(badReader == safe)
            #expect(try lab.frame("text", variant: "bad", profile: name).origin == badReader.origin)
            #expect(try lab.state("measured", variant: "bad", profile: name) == "{\"width\":\(json(safe.width)),\"height\":\(json(safe.height))}")
        }
    }

    @Test func zeroHeightReaderOverflows() async throws {
        let lab = try await Lab.record(ZeroHeightReader.self, profiles: profiles)
        for profile in profiles {
            let reader = try lab.frame("reader", profile: profile)
            let rectangle = try lab.frame("rectangle", profile: profile)
            #expect(reader.height == 0)
            #expect(rectangle.height == 20)
            #expect(isClose(rectangle.width, reader.width * 0.65))
            let overflow = try lab.diagnostics(code: "overflow", profile: profile)
            #expect(overflow.contains { ($0["node_path"] as String?)?.hasSuffix("/frame") == true })
        }
    }

    @Test func zStackTrickIsZeroThenSixtyFivePercent() async throws {
        let lab = try await Lab.record(ZStackTwoPass.self, profiles: profiles)
        for profile in profiles {
            let widths: [Double] = try lab.rows(
                "SELECT width FROM pass_frames WHERE node_name = 'rectangle' AND profile = ? ORDER BY frame, pass", [profile]
            ).map { $0["width"] }
            let reader = try lab.frame("reader", profile: profile)
            #expect(widths.count == 2)
            #expect(widths.first == 0)
            #expect(isClose(CGFloat(widths[1]), reader.width * 0.65))
        }
    }

    @Test func explicitAlignmentCentresTheRectangle() async throws {
        let lab = try await Lab.record(ExplicitAlignment.self, profiles: profiles)
        for profile in profiles {
            let reader = try lab.frame("reader", profile: profile)
            let rectangle = try lab.frame("rectangle", profile: profile)
            #expect(isClose(rectangle.width, reader.width * 0.65))
            #expect(isClose(rectangle.midX, reader.midX, within: 0.5))
        }
    }
}
