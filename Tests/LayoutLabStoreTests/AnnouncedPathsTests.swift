import Testing
@testable import LayoutLab
@testable import LayoutLabStore

@Suite struct AnnouncedPathsTests {
    /// A tree four levels deep, numbered as a pass numbers it.
    func table() -> NodePathTable {
        func node(_ kind: String, _ slot: Int, _ identity: Identity) -> LayoutNode {
            LayoutNode(kind: kind, slot: "\(slot)", identity: identity, layout: ProposalFillingLayout())
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
            let (path, hash) = announced.add(entry, in: table)
            #expect(path == table.path(entry.id))
            #expect(hash == PathHash.of(path))
        }
    }
}
