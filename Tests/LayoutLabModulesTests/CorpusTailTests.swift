#if os(Linux)
// API the sixth corpus found missing (docs/real-code.md), as its files use it.
import AVFAudio
import CoreData
import Foundation
import LayoutLab
import SwiftUI
import Testing
import UIKit

@Suite struct CorpusTailTests {
    /// A constraint is a record: what the app sets is read back; activating marks it active.
    @Test func aLayoutConstraintKeepsWhatTheAppSets() {
        let spacing = NSLayoutConstraint()
        spacing.constant = 12
        #expect(spacing.constant == 12 && spacing.multiplier == 1 && !spacing.isActive)
        let view = UIView(frame: .zero)
        let width = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 44)
        NSLayoutConstraint.activate([spacing, width])
        #expect(spacing.isActive && width.isActive)
        #expect(width.firstItem === view && width.secondItem == nil && width.firstAttribute == .width)
    }

    /// Constraints written with anchors are the records `NSLayoutConstraint(item:…)` makes.
    @Test func anchorsMakeTheConstraintsTheyName() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel(frame: .zero)
        let leading = label.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 16)
        let width = label.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, multiplier: 0.5)
        let height = label.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([leading, width, height])
        #expect(leading.firstItem === label && leading.firstAttribute == .leading && leading.constant == 16)
        #expect((leading.secondItem as? UILayoutGuide)?.owningView === container && leading.secondAttribute == .leading)
        #expect(width.relation == .lessThanOrEqual && width.multiplier == 0.5 && width.secondItem === container)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 44)
        #expect([leading, width, height].allSatisfy { $0.isActive })
        #expect(label.topAnchor.constraint(equalToSystemSpacingBelow: container.topAnchor, multiplier: 2).constant == 16)
    }

    /// A label's attributed text is its text, measured in the label's font.
    @Test func aLabelsAttributedTextIsItsText() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        #expect(style.lineSpacing == 4 && NSParagraphStyle.default.lineSpacing == 0)
        let centred = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        centred.alignment = .center
        let copied = style.mutableCopy() as! NSMutableParagraphStyle
        #expect(copied.lineSpacing == 4 && copied !== style && centred.alignment == .center)
        #expect(style.copy() as? NSParagraphStyle != nil && !(style.copy() is NSMutableParagraphStyle))
        let styled = UILabel(frame: .zero)
        styled.attributedText = NSAttributedString(string: "Trending", attributes: [.paragraphStyle: style])
        let plain = UILabel(frame: .zero)
        plain.text = "Trending"
        #expect(styled.text == "Trending")
        #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
    }

    /// `HTTPURLResponse()`, a placeholder before a request answers: status 0, no headers.
    @Test func anEmptyHTTPResponseHasNoStatus() {
        let response = HTTPURLResponse()
        #expect(response.statusCode == 0)
        #expect(response.allHeaderFields.isEmpty)
    }

    /// Combined gestures' values as Apple names their parts: a pinch-and-rotate reads
    /// `value.first` and `value.second`, as the photo viewer in the corpus does.
    @Test func combinedGesturesHaveApplesValues() async throws {
        struct Viewer: View {
            @State private var scale: CGFloat = 1
            var body: some View {
                Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("photo")
                    .gesture(SimultaneousGesture(MagnificationGesture(), DragGesture()).onChanged { value in
                        if let magnification = value.first { scale = magnification }
                        _ = value.second?.translation
                    })
                    .gesture(TapGesture().sequenced(before: LongPressGesture()).onEnded { value in
                        if case .second(_, let pressed) = value { _ = pressed }
                    })
                    .gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
                        if case .first = value { scale = 1 }
                    })
            }
        }
        let (result, log) = await record(Viewer())
        #expect(result.outcome == .stable)
        #expect(try #require(log.finalPass(step: 0)?.node(named: "photo")).frame.size == CGSize(width: 100, height: 100))
    }

    /// A buffer scheduled with a time and options, as a chime plays one: accepted, never done.
    @Test func aPlayerNodeTakesABufferAtATime() throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 441))
        let player = AVAudioPlayerNode()
        player.scheduleBuffer(buffer, at: nil, options: [.interrupts], completionHandler: nil)
        player.scheduleBuffer(buffer, at: nil, options: .loops, completionCallbackType: .dataPlayedBack) { _ in
            Issue.record("no buffer is ever played back here")
        }
        #expect(!player.isPlaying)
    }

    /// `.background()` draws the environment's background style: the view keeps its frame.
    @Test func anEmptyBackgroundKeepsTheViewsFrame() async throws {
        let (_, log) = await record(Text("Repo").padding().background().backgroundStyle(.blue).accessibilityIdentifier("card"))
        let (_, bare) = await record(Text("Repo").padding().accessibilityIdentifier("card"))
        #expect(try #require(log.finalPass(step: 0)?.node(named: "card")).frame
                == (try #require(bare.finalPass(step: 0)?.node(named: "card"))).frame)
    }

    /// Core Data's notification names and store option keys, as apps spell them.
    @Test func coreDataNamesItsNotificationsAndOptions() {
        #expect(NSManagedObjectContext.didSaveObjectsNotification == .NSManagedObjectContextDidSave)
        let description = NSPersistentStoreDescription()
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        #expect(NSMigratePersistentStoresAutomaticallyOption != NSInferMappingModelAutomaticallyOption)
    }

    /// An alert built the UIKit way: its actions keep their order and style, a tap runs the
    /// tapped action's handler with that action, and a disabled action does not run.
    @Test func anAlertsActionRunsItsHandlerWhenTapped() {
        var tapped: [String?] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { tapped.append($0.title) }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { tapped.append($0.title) }
        alert.addAction(delete)
        alert.addAction(cancel)
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.textFields?.first?.placeholder == "Name")
        #expect(delete._tap())
        delete.isEnabled = false
        #expect(!delete._tap())
        #expect(cancel._tap())
        #expect(tapped == ["Delete", "Cancel"])
    }
}
#endif

#if os(Linux)
import CoreGraphics

/// An image drawn with Core Graphics calls, as a thumbnail generator does: the image has the
/// renderer's size; the context keeps the state the app saves, changes and restores.
@Suite struct ImageRendererTests {
    @Test func aRenderedImageHasTheRenderersSizeAndTheContextItsState() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var transforms: [CGAffineTransform] = []
        var widths: [CGFloat] = []
        let image = UIGraphicsImageRenderer(size: CGSize(width: 240, height: 120), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.orange.withAlphaComponent(0.18).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 240, height: 120))
            cg.saveGState()
            cg.translateBy(x: 10, y: 20)
            cg.setLineWidth(3)
            transforms.append(cg.ctm)
            widths.append(3)
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 40))
            #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 50, height: 40))
            cg.strokePath()
            #expect(cg.isPathEmpty)
            cg.restoreGState()
            transforms.append(cg.ctm)
            UIImage(systemName: "leaf")?.draw(at: CGPoint(x: 75, y: 15))
        }
        #expect(image.size == CGSize(width: 240, height: 120))
        #expect(transforms == [CGAffineTransform(translationX: 10, y: 20), .identity])
        #expect(widths == [3])
    }
}
#endif

#if os(Linux)
import Testing
import UIKit

/// What a chat screen does with the keyboard: awaits its notifications as a sequence and reads the
/// keyboard's frame from an `NSValue`; and where an app keeps its files.
@Suite struct FoundationTailTests {
    @Test func notificationsArriveAsASequenceInOrder() async {
        let name = Notification.Name("FoundationTailTests.keyboard")
        let center = NotificationCenter()
        let frames = [CGRect(x: 0, y: 500, width: 393, height: 352), CGRect(x: 0, y: 852, width: 393, height: 0)]
        var iterator = center.notifications(named: name).makeAsyncIterator()
        for frame in frames {
            center.post(name: name, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        }
        // Posted before the first `next()`: the iterator observes from its creation and buffers.
        var received: [CGRect] = []
        for _ in frames {
            let note = await iterator.next()
            if let value = note?.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { received.append(value.cgRectValue) }
        }
        #expect(received == frames)
        // Another name is not delivered to this sequence.
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: name, object: nil)
        #expect(await iterator.next()?.name == name)
    }

    @Test func anAppsFoldersAreTheUsersFolders() throws {
        #expect(URL.documentsDirectory == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
        #expect(URL.cachesDirectory.hasDirectoryPath && URL.applicationSupportDirectory.hasDirectoryPath)
        let found = try URL(for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
        #expect(found.standardizedFileURL.path == URL.cachesDirectory.standardizedFileURL.path)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }
}
#endif
