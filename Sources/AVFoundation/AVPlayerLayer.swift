// A player's picture in a layer, and the players that queue and loop items (Apple: AVFoundation,
// "AVPlayerLayer", "AVQueuePlayer", "AVPlayerLooper"). No frame is decoded: the layer keeps its
// player and gravity; a queue player plays its first item as `AVPlayer` does, and a looper keeps
// its template item in the queue (docs/supported-api.md, "AVKit and AVFoundation").
import Foundation
@_exported import QuartzCore

open class AVPlayerLayer: CALayer, @unchecked Sendable {
    open var player: AVPlayer?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Never: no frame is decoded.
    open var isReadyForDisplay: Bool { false }
    /// The picture's rectangle: none is known (the media is not read).
    open var videoRect: CGRect { .zero }

    public required init() { super.init() }

    public init(player: AVPlayer?) {
        self.player = player
        super.init()
    }
}

/// A player of a queue of items: the first is its current item.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem]

    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    public override init(playerItem item: AVPlayerItem?) {
        queue = item.map { [$0] } ?? []
        super.init(playerItem: item)
    }

    public override init() {
        queue = []
        super.init()
    }

    open func items() -> [AVPlayerItem] { queue }

    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool { !queue.contains { $0 === item } }

    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: index + 1)
        } else {
            queue.append(item)
        }
        if currentItem == nil { replaceCurrentItem(with: item) }
    }

    open func remove(_ item: AVPlayerItem) {
        queue.removeAll { $0 === item }
        if currentItem === item { replaceCurrentItem(with: queue.first) }
    }

    open func removeAllItems() {
        queue.removeAll()
        replaceCurrentItem(with: nil)
    }

    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
}

/// Plays an item over and over in a queue player. No item reaches its end here, so the loop
/// count stays 0; the looper's status follows its template item (ready for a file that exists).
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown = 0, ready = 1, failed = 2, cancelled = 3 }

    public let templateItem: AVPlayerItem
    private weak var player: AVQueuePlayer?
    private var isCancelled = false

    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange? = nil) {
        templateItem = itemToLoop
        self.player = player
        super.init()
        if !player.items().contains(where: { $0 === itemToLoop }) {
            player.insert(itemToLoop, after: nil)
        }
    }

    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: nil)
    }

    open var loopCount: Int { 0 }
    open var loopingPlayerItems: [AVPlayerItem] { [templateItem] }
    open var error: (any Error)? { status == .failed ? templateItem.error : nil }

    open var status: Status {
        if isCancelled { return .cancelled }
        let outcome = templateItem.status == .unknown ? AVPlayerItem.outcome(of: templateItem.url ?? URL(fileURLWithPath: "/")).0 : templateItem.status
        switch outcome {
        case .readyToPlay: return .ready
        case .failed: return .failed
        case .unknown: return .unknown
        }
    }

    open func disableLooping() { isCancelled = true }
}
