import Foundation
import LayoutLab
import Testing
@testable import LayoutLabScenarios

/// Seeds 000 and 001, checked on the recording.
@Suite struct BindGeometryAndReadSizeClaims {
    @Test func bindGeometryBindsTheTextAndTheColorSizes() async throws {
        let lab = try await Lab.record(BindGeometry.self)
        for profile in ["iphone-13", "iphone-se-3"] {
            let text = try lab.frame("text", profile: profile)
            let body = try lab.frame("body", profile: profile)
            #expect(try lab.state("textHeight", profile: profile) == json(text.height))
            #expect(try lab.state("bodyHeight", profile: profile) == json(body.height))
            // One max-reducing key for both bindings on a view: the outer one sees the larger value.
            #expect(try lab.state("bodyWidth", profile: profile) == json(max(body.width, body.height)))
            #expect(try lab.state("textWidth", profile: profile) == json(max(text.width, text.height)))
            #expect(try lab.passes(profile: profile) == 2)
        }
    }

    @Test func bindSafeAreaInsetPadsTheContentByTheTopInsetInEveryOrientation() async throws {
        let profiles = ["iphone-15", "ipad-air-11", "iphone-se-3"]
        let lab = try await Lab.record(BindSafeAreaInset.self, profiles: profiles)
        for name in profiles {
            let profile = DeviceProfile.named(name)!
            for (step, orientation) in [(0, Orientation.portrait), (1, .landscape), (2, .portrait)] {
                let inset = profile.insets(in: orientation).top
                #expect(try lab.state("topInset", profile: name, step: step) == json(inset))
                let container = try lab.frame("container", profile: name, step: step)
                let content = try lab.frame("content", profile: name, step: step)
                #expect(container.minY == 0)
                #expect(container.height == DeviceProfile.named(name)!.size(in: orientation).height)
                #expect(content.minY == inset)
            }
        }
    }

    @Test func readSizeCarriesTheChildSizeToItsAncestor() async throws {
        let lab = try await Lab.record(ChildSize.self)
        for profile in ["iphone-13", "iphone-se-3"] {
            let child = try lab.frame("child", profile: profile)
            #expect(try lab.state("childSize", profile: profile) == "{\"width\":\(json(child.width)),\"height\":\(json(child.height))}")
            #expect(try lab.passes(profile: profile) == 2)
            let read: String? = try lab.value(
                "SELECT value FROM pass_preferences WHERE key = 'SizePreferenceKey' AND role = 'read' AND profile = ? AND pass = 0", [profile]
            )
            #expect(read == "{\"width\":\(json(child.width)),\"height\":\(json(child.height))}")
        }
    }
}
