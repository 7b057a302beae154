import Foundation
import LayoutLab
import LayoutLabDiff
import LayoutLabStore

/// Where a neighbour's length that squeezed the node came from, when the recording can tell
/// (`layoutlab explain`; docs/reports.md, "`explain`"): a sibling in one of the node's stacks that
/// a frame made longer than its content (a minimum length, such as `frame(minWidth:)`), whose
/// length is a number in a state value the update story names: state carried over from an
/// earlier step, or written in this step before the pass.
///
/// Which state a body reads is not recorded, so the link is made by value: the sibling's length
/// and the state's number agree to a thousandth of a point, the precision the recording keeps.
public struct LengthSource: Hashable, Sendable, Codable {
    /// The sibling's name, or its path's last segment.
    public var node: String
    public var path: String
    /// `wide` or `tall`: the stack's axis.
    public var axis: String
    public var length: Points
    /// The length of the frame's content, which the frame raised.
    public var content: Points
    public var state: String
    public var stateNode: String?
    /// Where the number sits: the state, then the key path in its value (`stored.measurements.sizes.name.width`).
    public var field: String
    /// The step whose action wrote the value, and that step's event.
    public var step: Int
    public var event: String?
    public var action: String
    public var actionNode: String?

    /// The sources of the raised lengths of the node's stack siblings, along the size story's chain.
    /// - Parameters:
    ///   - nodes: the pass's nodes in tree order (those the size story was told from).
    ///   - events: each step's event, by step index.
    public static func find(for story: SizeStory, in nodes: [PassTreeNode], update: UpdateStory, events: [Int: String]) -> [LengthSource] {
        // Newest first: this step's writes come newest first, the carried ones oldest first. Each
        // value is parsed once, when the first raised sibling needs it.
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
        for (parent, link) in zip(story.links, story.links.dropFirst()) {
            let horizontal: Bool
            switch parent.kind {
            case "HStack", "LazyHStack": horizontal = true
            case "VStack", "LazyVStack": horizontal = false
            default: continue
            }
            func length(_ node: PassTreeNode) -> Double { horizontal ? node.geometry.layout.width : node.geometry.layout.height }
            guard let stack = nodes.first(where: { $0.path == parent.path }) else { continue }
            for sibling in nodes where sibling.kind == "frame" && sibling.path != link.path && SizeStory.isChild(sibling, of: stack) {
                guard let content = nodes.first(where: { SizeStory.isChild($0, of: sibling) }) else { continue }
                let raised = length(sibling)
                guard raised > length(content) + 0.0005 else { continue }
                guard let (write, field) = latestWrite(of: raised, in: writes()) else { continue }
                sources.append(LengthSource(
                    node: sibling.name ?? SizeStory.segment(sibling.path), path: sibling.path, axis: horizontal ? "wide" : "tall",
                    length: Points(raised), content: Points(length(content)), state: write.state, stateNode: write.stateNode,
                    field: field, step: write.step, event: events[write.step], action: write.action, actionNode: write.actionNode
                ))
            }
        }
        return sources
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
        let noun = axis == "wide" ? "width" : "height"
        let owner = stateNode.map { " of \(SizeStory.segment($0))" } ?? ""
        let when = event.map { "step \(step), \($0)" } ?? "step \(step)"
        let by = actionNode.map { " by \(action) at \(SizeStory.segment($0))" } ?? " by \(action)"
        return "\(node) is \(length) \(axis), more than its content's \(content): a minimum \(noun), and \(length) is \(field)\(owner), written in \(when)\(by)"
    }
}
