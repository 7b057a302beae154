import Foundation
import LayoutLab
import Testing
@testable import LayoutLabScenarios

/// Seed 002, "GeometryReader: Blessing or Curse?", checked on the recording.
@Suite struct GeometryReaderClaims {
    let profiles = ["iphone-13", "iphone-se-3"]

    @Test func readerLaysOutLikeItsZStackEquivalent() async throws {
        let lab = try await Lab.record(ReaderAsContainer.self)
        for profile in profiles {
            for name in ["container", "square", "label"] {
                #expect(try lab.frame(name, variant: "geometry-reader", profile: profile) == lab.frame(name, variant: "zstack-frame", profile: profile))
            }
            let container = try lab.frame("container", variant: "geometry-reader", profile: profile)
            #expect(try lab.frame("square", variant: "geometry-reader", profile: profile).origin == container.origin)
        }
    }

    @Test func pathFillsTheReaderWhichFillsTheSafeArea() async throws {
        let lab = try await Lab.record(PathView.self)
        for name in profiles {
            let safe = DeviceProfile.named(name)!.screen(in: .portrait).safeRect
            #expect(try lab.frame("reader", profile: name) == safe)
            #expect(try lab.frame("triangle", profile: name) == safe)
        }
    }

    @Test func readerInAScrollViewIsTenHigh() async throws {
        let lab = try await Lab.record(GeometryReaderInScrollView.self)
        for profile in profiles {
            let reader = try lab.frame("reader", profile: profile)
            #expect(reader.height == 10)
            #expect(reader.width == (try lab.frame("scroll", profile: profile)).width)
        }
    }

    @Test func taskFollowsTheRotationAndOnAppearDoesNot() async throws {
        let lab = try await Lab.record(ImageAspect.self)
        for profile in profiles {
            let portrait = try lab.frame("container", variant: "task", profile: profile, step: 0)
            let landscape = try lab.frame("container", variant: "task", profile: profile, step: 1)
            #expect(landscape.width > portrait.width)
            #expect(isClose(portrait.height, portrait.width / 1.77))
            #expect(isClose(landscape.height, landscape.width / 1.77))
            let stale = try lab.frame("container", variant: "onAppear", profile: profile, step: 1)
            let first = try lab.frame("container", variant: "onAppear", profile: profile, step: 0)
            #expect(stale.width == landscape.width)
            #expect(stale.height == first.height)
            #expect(isClose(first.height, portrait.height))
        }
    }

    @Test func negativeWidthsAreInvalidUnlessClamped() async throws {
        let lab = try await Lab.record(NegativeSize.self)
        for profile in profiles {
            let raw = try lab.diagnostics(code: "invalid-frame-dimension", variant: "raw", profile: profile)
            #expect(raw.count == 1)
            #expect((raw.first?["node_path"] as String?)?.contains("frame") == true)
            #expect(try lab.state("width", variant: "raw", profile: profile) == "-20")
            #expect(try lab.diagnostics(code: "invalid-frame-dimension", variant: "clamped", profile: profile).isEmpty)
            #expect(try lab.state("width", variant: "clamped", profile: profile) == "0")
            #expect(try lab.frame("bar", variant: "raw", profile: profile).width == 0)
        }
    }

    @Test func overlayAndBackgroundBothReportTheGlobalMinY() async throws {
        let lab = try await Lab.record(OverlayVersusBackground.self)
        for profile in profiles {
            for variant in ["overlay", "background"] {
                let text = try lab.frame("text", variant: variant, profile: profile)
                #expect(try lab.state("minY", variant: variant, profile: profile) == json(text.minY))
                #expect(text.minY == DeviceProfile.named(profile)!.portraitInsets.top)
            }
        }
    }

    @Test func proportionalJitterNeverSettlesWhileMonospacedDoes() async throws {
        let lab = try await Lab.record(TextJitter.self, profiles: ["iphone-13", "iphone-15"])
        for profile in ["iphone-13", "iphone-15"] {
            #expect(["cycle", "unstable"].contains(try lab.outcome(variant: "proportional", profile: profile)))
            #expect(try !lab.diagnostics(code: "cycle", variant: "proportional", profile: profile).isEmpty)
            #expect(try lab.outcome(variant: "monospaced", profile: profile) == "stable")
            let text = try lab.frame("text", variant: "monospaced", profile: profile)
            #expect(try lab.state("width", variant: "monospaced", profile: profile) == json(text.width))
        }
    }

    @Test func scaleEffectRendersAt220AndLaysOutAt100() async throws {
        let lab = try await Lab.record(SizeView.self)
        for profile in profiles {
            #expect(try lab.frame("rect", profile: profile).size == CGSize(width: 100, height: 100))
            #expect(try lab.frame("rect", profile: profile, render: true).size == CGSize(width: 220, height: 220))
            #expect(try lab.state("layoutSize", profile: profile) == "{\"width\":100,\"height\":100}")
            #expect(try lab.state("renderSize", profile: profile) == "{\"width\":220,\"height\":220}")
        }
    }

    @Test func visualEffectAndItsImitationRenderAlike() async throws {
        let lab = try await Lab.record(EffectTest.self)
        for profile in profiles {
            let effect = try lab.frame("visual-effect", profile: profile)
            let effectRender = try lab.frame("visual-effect", profile: profile, render: true)
            // The imitation's innermost text carries both its offset and its scale.
            let path: String = try lab.value("SELECT node_path FROM final_frames WHERE node_name = 'imitation' AND profile = ?", [profile])!
            let text = try lab.rows(
                "SELECT x, y, width, height, render_x, render_y FROM final_frames WHERE node_kind = 'Text' AND node_path LIKE ? AND profile = ?",
                [path + "/%", profile]
            ).first!
            let imitation = CGRect(x: text["x"] as Double, y: text["y"] as Double, width: text["width"] as Double, height: text["height"] as Double)
            let imitationRender = CGRect(x: text["render_x"] as Double, y: text["render_y"] as Double, width: 0, height: 0)
            #expect(effect.size == (try lab.frame("plain", profile: profile)).size)
            #expect(isClose(effectRender.width, effect.width / 2, within: 0.34))
            #expect(isClose(effectRender.minX - effect.minX, imitationRender.minX - imitation.minX, within: 0.34))
            #expect(isClose(effectRender.minY - effect.minY, imitationRender.minY - imitation.minY, within: 0.34))
        }
    }

    @Test func ratioSplitIs75To225() async throws {
        let lab = try await Lab.record(SplitHStackDemo.self)
        for profile in profiles {
            #expect(try lab.frame("split", profile: profile).size == CGSize(width: 300, height: 60))
            #expect(try lab.frame("left", profile: profile).width == 75)
            #expect(try lab.frame("right", profile: profile).width == 225)
            #expect(try lab.passes(profile: profile) == 1)
        }
    }

    @Test func fortyPercentGridGivesTheImageTwoFifths() async throws {
        let lab = try await Lab.record(FortyPercent.self)
        for profile in profiles {
            let grid = try lab.frame("grid", profile: profile)
            let image = try lab.frame("image", profile: profile)
            let inner = grid.width - 32
            #expect(isClose(image.width, inner * 0.4))
            #expect(isClose(try lab.frame("title", profile: profile).midX, grid.minX + 16 + inner * 0.7, within: 0.34))
        }
    }

    @Test func aspectRatioContainerIs177InOnePass() async throws {
        let lab = try await Lab.record(AspectRatioContainer.self)
        for profile in profiles {
            for step in [0, 1] {
                let container = try lab.frame("container", profile: profile, step: step)
                #expect(isClose(container.width / container.height, 1.77))
                #expect(try lab.passes(profile: profile, step: step) == 1)
            }
        }
    }
}
