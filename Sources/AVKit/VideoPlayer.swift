// The `AVKit` module for Linux, where Apple's framework does not exist: SwiftUI's `VideoPlayer`,
// laid out as a placeholder that takes the size offered
// (docs/supported-api.md, "AVKit and AVFoundation").
// Apple's AVKit re-exports AVFoundation: `AVPlayer` comes with it.
@_exported import AVFoundation
@_spi(Modules) import LayoutLab

/// A player's video with its playback controls.
///
/// Like a map or a chart, it takes the whole size offered on each axis: it has no size of its
/// own before a video loads, and apps frame it or give it an aspect ratio. On an axis offered
/// nothing it takes `idealSize`, 10 × 10, SwiftUI's default for a view with no ideal size of its
/// own (*an estimate for `VideoPlayer`, not measured*). Its overlay is not laid out: `render`
/// draws the player as a placeholder labelled "VideoPlayer".
public nonisolated struct VideoPlayer<VideoOverlay: View>: View {
    static var idealSize: CGSize { CGSize(width: 10, height: 10) }

    /// The player shown, as given.
    public let player: AVPlayer?

    public init(player: AVPlayer?) where VideoOverlay == EmptyView {
        self.player = player
    }

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
    }

    public typealias Body = Never
    public var body: Never { fatalError("VideoPlayer is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "VideoPlayer", label: "VideoPlayer", idealSize: idealSize, inputs: inputs, list: &list)
    }
}
