/// The segments of a node path: `VStack/HStack[#a/b]/Text[0]` is `VStack`, `HStack[#a/b]`,
/// `Text[0]`. A slash inside brackets belongs to a `ForEach` id, not to the path.
enum NodePathSegments {
    static func split(_ path: String) -> [Substring] {
        var segments: [Substring] = []
        var start = path.startIndex
        var depth = 0
        var index = path.startIndex
        while index < path.endIndex {
            switch path[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "/" where depth == 0:
                segments.append(path[start..<index])
                start = path.index(after: index)
            default: break
            }
            index = path.index(after: index)
        }
        segments.append(path[start..<path.endIndex])
        return segments
    }
}
