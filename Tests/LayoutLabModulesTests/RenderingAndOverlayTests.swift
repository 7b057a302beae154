#if os(Linux)
// Images made from views, chart overlays that read the plot, a player screen in a representable:
// API real files use around their layouts.
import AVKit
import Charts
import SwiftUI
import Testing
import LayoutLab

@Suite struct SwiftUIImageRendererTests {
    struct Badge: View {
        var body: some View {
            Text("Share me").padding(10).frame(width: 150, height: 40)
        }
    }

    @MainActor @Test func theImageIsTheViewsSizeAtTheScale() throws {
        let renderer = ImageRenderer(content: Badge())
        let pointImage = try #require(renderer.cgImage)
        #expect(pointImage.width == 150 && pointImage.height == 40)
        renderer.scale = 3
        let image = try #require(renderer.cgImage)
        #expect(image.width == 450 && image.height == 120)
        let uiImage = try #require(renderer.uiImage)
        #expect(uiImage.size == CGSize(width: 150, height: 40) && uiImage.scale == 3)
        var drawnSize = CGSize.zero
        renderer.render { size, draw in
            drawnSize = size
            draw(CGContext())
        }
        #expect(drawnSize == CGSize(width: 150, height: 40))
    }

    @MainActor @Test func theProposedSizeIsOfferedAndAnEmptyViewHasNoImage() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 64, height: 32)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 64 && image.height == 32)
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
    }
}

@Suite struct ChartOverlayTests {
    struct Point: Identifiable { let id: Int; let value: Double }

    /// A selection area over the plot, as apps write one: a reader resolving the plot's frame.
    struct SelectableChart: View {
        let points = [Point(id: 0, value: 3), Point(id: 1, value: 5)]
        var body: some View {
            Chart(points) { point in
                LineMark(x: .value("Day", point.id), y: .value("Value", point.value))
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let frame = geometry[proxy.plotFrame!]
                    Rectangle().fill(.clear)
                        .frame(width: frame.width / 2, height: frame.height)
                        .accessibilityIdentifier("selection")
                }
            }
            .chartBackground(alignment: .bottom) { proxy in
                Color.gray.frame(height: proxy.plotSize.height / 4).accessibilityIdentifier("band")
            }
            .frame(width: 300, height: 200)
            .accessibilityIdentifier("chart")
        }
    }

    @Test func theOverlayReadsTheChartsFrame() async throws {
        let (result, log) = await record(SelectableChart())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let chart = try #require(pass.node(named: "chart")?.frame)
        let selection = try #require(pass.node(named: "selection")?.frame)
        #expect(selection.size == CGSize(width: 150, height: 200))
        #expect(selection.minX == chart.minX && selection.minY == chart.minY)
        let band = try #require(pass.node(named: "band")?.frame)
        #expect(band.size == CGSize(width: 300, height: 50) && band.maxY == chart.maxY, "aligned at the bottom")
    }
}

@Suite struct PlayerScreenTests {
    struct PlayerScreen: UIViewControllerRepresentable {
        let player: AVPlayer
        func makeUIViewController(context: Context) -> AVPlayerViewController {
            let controller = AVPlayerViewController()
            controller.player = player
            controller.showsPlaybackControls = false
            controller.videoGravity = .resizeAspectFill
            return controller
        }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
    }

    @Test func aPlayerScreenInARepresentableTakesItsFrame() async throws {
        let player = AVPlayer(url: URL(fileURLWithPath: "/videos/reel.mp4"))
        let (result, log) = await record(PlayerScreen(player: player).frame(width: 320, height: 180).accessibilityIdentifier("reel"))
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "reel")?.frame.size == CGSize(width: 320, height: 180))
        let controller = AVPlayerViewController()
        #expect(!controller.isReadyForDisplay && controller.videoBounds == .zero)
    }
}
#endif
