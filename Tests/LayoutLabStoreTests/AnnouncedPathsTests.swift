import Testing
@testable import LayoutLab
@testable import LayoutLabStore

@Suite struct AnnouncedPathsTests {
    /// A tree four levels deep, numbered as a pass numbers it.
    func table() -> NodePathTable {
        func node(_ kind: String, _ slot: Int, _ identity: Identity) -> LayoutNode {
            LayoutNode(kind: kind, slot: "\(slot)", identity: identity, layout: ColorRule(color: PaintColor(name: "red")))
        }
        let root = node("VStack", 0, .root)
        var level = [root]
        for depth in 1...4 {
            var next: [LayoutNode] = []
            for (index, parent) in level.enumerated() {
                let children = (0..<3).map { node(depth.isMultiple(of: 2) ? "Text" : "HStack", $0, parent.identity.appending(UInt64(index * 3 + $0 + 1))) }
                parent.setChildren(children)
                next += children
            }
            level = next
        }
        let table = NodePathTable()
        table.assign(root, parentID: -1)
        return table
    }

    /// Strings built from a parent's string, or looked up when the parent has left the bounded
    /// cache, are the table's own paths; hashes continue from the parent's and equal a full hash.
    @Test(arguments: [2, 4096])
    func pathsAndHashesMatchTheFullPaths(recentLimit: Int) {
        let table = table()
        var announced = AnnouncedPaths(recentLimit: recentLimit)
        #expect(table.count == 1 + 3 + 9 + 27 + 81)
        for entry in table.entries(0..<table.count) {
            let (path, hash, _) = announced.add(entry, in: table)
            #expect(path == table.path(entry.id))
            #expect(hash == PathHash.of(path))
        }
    }

    /// Rows of a `ForEach` holding a `ForEach` of cells: a path below an element is stored after
    /// the outermost element above it, never after an inner one (so a prefix never has a prefix
    /// of its own), and paths outside every element are stored whole.
    @Test func aPathsPrefixIsTheOutermostForEachElementAboveIt() {
        func node(_ kind: String, _ slot: String, _ identity: Identity) -> LayoutNode {
            LayoutNode(kind: kind, slot: slot, identity: identity, layout: ColorRule(color: PaintColor(name: "red")))
        }
        var serial: UInt64 = 0
        func child(_ kind: String, _ slot: String, of parent: LayoutNode) -> LayoutNode {
            serial += 1
            return node(kind, slot, parent.identity.appending(serial))
        }
        let root = node("VStack", "", .root)
        let header = child("Text", "0", of: root)
        var rows: [LayoutNode] = []
        for row in 0..<2 {
            let element = child("HStack", "1.#row-\(row)", of: root)
            let cells = (0..<2).map { child("padding", "#cell-\($0)", of: element) }
            for cell in cells { cell.setChildren([child("Text", "", of: cell)]) }
            element.setChildren(cells)
            rows.append(element)
        }
        root.setChildren([header] + rows)
        let table = NodePathTable()
        table.assign(root, parentID: -1)

        var announced = AnnouncedPaths()
        var prefixes: [String: String] = [:]
        for entry in table.entries(0..<table.count) {
            let (path, _, prefix) = announced.add(entry, in: table)
            guard let prefix else { continue }
            let prefixPath = table.path(prefix.pathID)
            #expect(path.hasPrefix(prefixPath + "/"))
            #expect(prefix.length == prefixPath.utf8.count)
            prefixes[path] = prefixPath
        }
        // The rule read from the strings alone (for paths the engine never announced) agrees.
        for entry in table.entries(0..<table.count) {
            let path = table.path(entry.id)
            #expect(NodePath(path).elementPrefixLength.map { String(path.utf8.prefix($0))! } == prefixes[path], "\(path)")
        }
        #expect(prefixes == [
            "VStack/HStack[1.#row-0]/padding[#cell-0]": "VStack/HStack[1.#row-0]",
            "VStack/HStack[1.#row-0]/padding[#cell-0]/Text": "VStack/HStack[1.#row-0]",
            "VStack/HStack[1.#row-0]/padding[#cell-1]": "VStack/HStack[1.#row-0]",
            "VStack/HStack[1.#row-0]/padding[#cell-1]/Text": "VStack/HStack[1.#row-0]",
            "VStack/HStack[1.#row-1]/padding[#cell-0]": "VStack/HStack[1.#row-1]",
            "VStack/HStack[1.#row-1]/padding[#cell-0]/Text": "VStack/HStack[1.#row-1]",
            "VStack/HStack[1.#row-1]/padding[#cell-1]": "VStack/HStack[1.#row-1]",
            "VStack/HStack[1.#row-1]/padding[#cell-1]/Text": "VStack/HStack[1.#row-1]",
        ])
    }

    @Test func forEachElementsAreToldApartByTheirSlot() {
        func entry(_ segment: String) -> NodePathEntry { NodePathEntry(id: 0, parent: -1, segment: segment, kind: "") }
        #expect(entry("HStack[#row-1]").isForEachElement)
        #expect(entry("HStack[0.#row-1]").isForEachElement)
        #expect(!entry("HStack[2]").isForEachElement)
        #expect(!entry("HStack").isForEachElement)
        #expect(!entry("Wrapper<[Int]>").isForEachElement)
        #expect(!entry("Wrapper<[#Int]>[1]").isForEachElement, "only the last bracket is the slot")
    }
}
