import Foundation
import LayoutLab
import LayoutLabDiff
import LayoutLabStore

/// Where a length that squeezed or sized the node came from, when the recording can tell
/// (`layoutlab explain`; docs/reports.md, "`explain`"): a frame that set a length (a minimum,
/// maximum or fixed length, such as `frame(minWidth:)`) whose length is a number in a state value
/// the update story names: state carried over from an earlier step, or written in this step before
/// the pass. The frames looked at are the node's stack siblings along each stack's axis (what took
/// room from it) and the frames on its own chain (what sized it).
///
/// A frame set its length, rather than took its content's, when the recording shows either of two
/// things: it chose another length than its content's (a minimum raised it, a maximum or fixed
/// length cut it), or it offered its content another length than it was offered (its bounds
/// clamped the offer, or it fixes one). The second catches a minimum its content filled exactly
/// (a text offered the stored width of its own longest line), where the two lengths agree.
///
/// Which state a body reads is not recorded, so the link is made by value: the frame's length
/// and the state's number agree to a thousandth of a point, the precision the recording keeps.
public struct LengthSource: Hashable, Sendable, Codable {
    /// The frame's name, or its path's last segment.
    public var node: String
    public var path: String
    /// `wide` or `tall`: the stack's axis, or the frame's axis that was set.
    public var axis: String
    public var length: Points
    /// The length of the frame's content.
    public var content: Points
    /// What the frame was offered along the axis, and what it offered its content (nil: unspecified).
    public var offered: Points?
    public var contentOffered: Points?
    public var state: String
    public var stateNode: String?
    /// Where the number sits: the state, then the key path in its value (`stored.measurements.sizes.name.width`).
    public var field: String
    /// The step whose action wrote the value, and that step's event.
    public var step: Int
    public var event: String?
    public var action: String
    public var actionNode: String?

    /// The sources of the set lengths of the node's stack siblings and of the frames on its chain,
    /// root first.
    /// - Parameters:
    ///   - nodes: the pass's nodes in tree order (those the size story was told from).
    ///   - events: each step's event, by step index.
    public static func find(for story: SizeStory, in nodes: [PassTreeNode], update: UpdateStory, events: [Int: String]) -> [LengthSource] {
        // Newest first: this step's writes come newest first, the carried ones oldest first. Each
        // value is parsed once, when the first set length needs it.
        let causes = update.causes + update.carried.reversed()
        guard !causes.isEmpty else { return [] }
        var parsed: [ParsedWrite]?
        func writes() -> [ParsedWrite] {
            if let parsed { return parsed }
            let made = causes.map { ParsedWrite(cause: $0, new: numbers(in: $0.newValue, at: $0.state), old: numbers(in: $0.oldValue, at: $0.state)) }
            parsed = made
            return made
        }
        var sources: [LengthSource] = []
        var seen = Set<String>()
        func look(at frame: PassTreeNode, horizontal: Bool) {
            guard frame.kind == "frame", seen.insert(frame.path + (horizontal ? "|w" : "|h")).inserted,
                let content = nodes.first(where: { SizeStory.isChild($0, of: frame) }),
                let set = SetLength(frame: frame, content: content, horizontal: horizontal),
                let (write, field) = latestWrite(of: set.length, in: writes())
            else { return }
            sources.append(LengthSource(
                node: frame.name ?? SizeStory.segment(frame.path), path: frame.path, axis: horizontal ? "wide" : "tall",
                length: Points(set.length), content: Points(set.content), offered: set.offered.map(Points.init),
                contentOffered: set.contentOffered.map(Points.init), state: write.state, stateNode: write.stateNode,
                field: field, step: write.step, event: events[write.step], action: write.action, actionNode: write.actionNode
            ))
        }
        for (index, link) in story.links.enumerated() {
            guard let node = nodes.first(where: { $0.path == link.path }) else { continue }
            // A frame on the chain sized what is inside it, on either axis.
            look(at: node, horizontal: true)
            look(at: node, horizontal: false)
            // A stack's other children took room from the next link along the stack's axis.
            let horizontal: Bool
            switch link.kind {
            case "HStack", "LazyHStack": horizontal = true
            case "VStack", "LazyVStack": horizontal = false
            default: continue
            }
            guard index + 1 < story.links.count else { continue }
            let next = story.links[index + 1].path
            for sibling in nodes where sibling.path != next && SizeStory.isChild(sibling, of: node) {
                look(at: sibling, horizontal: horizontal)
            }
        }
        return sources
    }

    /// A frame's length on one axis, when the recording shows the frame set it.
    private struct SetLength {
        let length: Double
        let content: Double
        let offered: Double?
        let contentOffered: Double?

        init?(frame: PassTreeNode, content child: PassTreeNode, horizontal: Bool) {
            length = horizontal ? frame.geometry.layout.width : frame.geometry.layout.height
            content = horizontal ? child.geometry.layout.width : child.geometry.layout.height
            offered = horizontal ? frame.proposedWidth : frame.proposedHeight
            contentOffered = horizontal ? child.proposedWidth : child.proposedHeight
            let changedOffer: Bool
            switch (offered, contentOffered) {
            case (nil, nil): changedOffer = false
            case (let a?, let b?): changedOffer = abs(a - b) > 0.0005
            default: changedOffer = true
            }
            guard abs(length - content) > 0.0005 || changedOffer else { return nil }
        }
    }

    /// A write with the numbers of its new and old values, by key path.
    private struct ParsedWrite {
        let cause: UpdateStory.Cause
        let new: [String: Double]
        let old: [String: Double]
    }

    /// The newest write (`writes` come newest first) that set a number in its state's value to
    /// `length` (the number was another, or absent, before it), and where in the value it sits.
    private static func latestWrite(of length: Double, in writes: [ParsedWrite]) -> (UpdateStory.Cause, String)? {
        for write in writes {
            let set = write.new.keys.sorted().first { field in
                abs(write.new[field]! - length) < 0.001 && write.old[field].map { abs($0 - length) >= 0.001 } ?? true
            }
            if let set { return (write.cause, set) }
        }
        return nil
    }

    /// Every number in a recorded JSON value, by its key path below `prefix`.
    private static func numbers(in json: String, at prefix: String) -> [String: Double] {
        guard let data = json.data(using: .utf8), let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return [:] }
        var found: [String: Double] = [:]
        func walk(_ value: Any, _ path: String) {
            switch value {
            case let object as [String: Any]:
                for (key, element) in object { walk(element, path + "." + key) }
            case let array as [Any]:
                for (index, element) in array.enumerated() { walk(element, path + "[\(index)]") }
            case let number as NSNumber:
                found[path] = number.doubleValue
            default:
                break
            }
        }
        walk(value, prefix)
        return found
    }

    /// "name-1 is 208.333 wide, more than its content's 132.333: a minimum width, and 208.333 is
    /// stored.measurements.sizes.name.width of MeasurementReader, written in step 1 (rotate(landscape)) by …"
    public var text: String {
        let owner = stateNode.map { " of \(SizeStory.segment($0))" } ?? ""
        let when = event.map { "step \(step), \($0)" } ?? "step \(step)"
        let by = actionNode.map { " by \(action) at \(SizeStory.segment($0))" } ?? " by \(action)"
        return "\(node) is \(length) \(axis), \(how), and \(length) is \(field)\(owner), written in \(when)\(by)"
    }

    /// How the frame set its length, in the recorded numbers.
    private var how: String {
        let noun = axis == "wide" ? "width" : "height"
        if length > content {
            return "more than its content's \(content): a minimum \(noun)"
        }
        let given = contentOffered.map { "offered \($0)" } ?? "offered nil"
        if let offered, length > offered {
            return "more than the \(offered) offered: a minimum \(noun) (its content, \(given), is \(content))"
        }
        let offer = offered.map { "the \($0)" } ?? "nil"
        return "the \(noun) its frame set in place of \(offer) offered (its content, \(given), is \(content))"
    }
}
