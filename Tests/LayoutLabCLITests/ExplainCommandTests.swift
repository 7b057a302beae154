import Foundation
import GRDB
import Testing

/// `layoutlab explain`: the size story, told from the recording (docs/reports.md, "`explain`").
@Suite struct ExplainCommandTests {
    let cli = CLIRunner()

    /// Every link of the story offers and chooses what the recording has for that node in the
    /// settled pass; in the unversioned table after the rotation back, the address column's story
    /// names what the name column took, and the name column's says its minimum width is more than
    /// it was offered.
    /// The Markdown form says what the text form says: a row per link from the root down, with
    /// the recorded numbers, then the update story and the reason.
    @Test func theMarkdownFormTellsTheSameStory() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run(["record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned", "--profile", "iphone-15"])
        #expect(record.status == 0)
        let arguments = ["explain", "latest", "measurement-reader/same-width-rotation", "address-1", "--db", db]
        let markdown = try cli.run(arguments + ["--format", "md"])
        #expect(markdown.status == 0, "\(markdown.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(arguments + ["--format", "json"]).stdout.utf8)) as? [String: Any])
        let links = try #require((json["size"] as? [String: Any])?["links"] as? [[String: Any]])
        let rows = markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == links.count)
        let last = try #require(links.last)
        #expect(markdown.stdout.hasPrefix("### Why `address-1` is \(pointsText(last["width"] as! Double))×\(pointsText(last["height"] as! Double))\n"))
        #expect(rows.last?.hasPrefix("| `frame[2]` \"address-1\" | \(pointsText(last["proposedWidth"] as! Double))×") == true, "\(rows.last ?? "")")
        #expect(markdown.stdout.contains("**Update.** In pass 0.0, address-1"))
        #expect(markdown.stdout.contains("- first cause: the step's rotate(portrait)"))
        #expect(markdown.stdout.contains("**Why.** name-1 is "))
    }

    @Test func theSizeStoryFollowsTheRecordedProposals() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run(["record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned", "--profile", "iphone-15"])
        #expect(record.status == 0)
        let result = try cli.run(["explain", "latest", "measurement-reader/same-width-rotation", "address-1", "--db", db, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let story = try #require(json["size"] as? [String: Any])
        #expect(json["update"] is [String: Any])
        let links = try #require(story["links"] as? [[String: Any]])
        #expect(story["step"] as? Int == 2)
        let recorded = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: "SELECT node_path, proposed_width, proposed_height, width, height FROM final_frames WHERE step = 2")
        }
        let byPath = Dictionary(recorded.map { ($0["node_path"] as String, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(links.count > 3)
        for link in links {
            let row = try #require(byPath[link["path"] as! String])
            #expect(abs((link["width"] as! Double) - (row["width"] as Double)) < 0.001)
            #expect(abs((link["proposedWidth"] as! Double) - (row["proposed_width"] as Double)) < 0.001)
        }
        let nameWidth = try DatabaseQueue(path: db).read { db in
            try Double.fetchOne(db, sql: "SELECT width FROM final_frames WHERE step = 2 AND node_name = 'name-1'")
        }
        let text = try cli.run(["explain", "latest", "measurement-reader/same-width-rotation", "address-1", "--db", db]).stdout
        #expect(text.contains("name-1 \(pointsText(try #require(nameWidth)))"), "\(text)")
        let name = try cli.run(["explain", "latest", "measurement-reader/same-width-rotation", "name-1", "--db", db]).stdout
        #expect(name.contains("more than the") && name.contains("offered: a minimum width"), "\(name)")

        // The squeeze is carried over from the landscape step: the reader's stored widths were
        // last written there, and the first pass of the rotation back lays out with them.
        let lastWrite = try DatabaseQueue(path: db).read { db in
            try Row.fetchOne(db, sql: "SELECT step, frame, pass, action, state FROM pass_causes WHERE step < 2 ORDER BY step DESC, written_frame DESC LIMIT 1")
        }
        let write = try #require(lastWrite)
        #expect(write["step"] as Int == 1)
        #expect(text.contains("  carried over: \(write["state"] as String) of MeasurementReader, last written in step 1 after pass \(write["frame"] as Int).\(write["pass"] as Int) by \(write["action"] as String)"), "\(text)")

        // And the reason is named: name-1's minimum width is a number in that write's value, one
        // the landscape step set (the portrait width was another).
        let sources = try #require(json["sources"] as? [[String: Any]])
        let source = try #require(sources.first { $0["node"] as? String == "name-1" }, "\(sources)")
        #expect(abs((source["length"] as! Double) - nameWidth!) < 0.001)
        #expect(source["step"] as? Int == 1 && source["event"] as? String == "rotate(landscape)")
        #expect(source["field"] as? String == "stored.measurements.sizes.name.width")
        let landscapeName = try DatabaseQueue(path: db).read { db in
            try Double.fetchOne(db, sql: "SELECT width FROM final_frames WHERE step = 1 AND node_name = 'name-1'")
        }
        #expect(abs(try #require(landscapeName) - nameWidth!) < 0.001, "the minimum is the landscape width")
        #expect(!sources.contains { $0["node"] as? String == "no-1" }, "the number column's width did not change in landscape")
        #expect(text.contains("  why: name-1 is \(pointsText(nameWidth!)) wide, more than its content's"), "\(text)")
        #expect(text.contains("stored.measurements.sizes.name.width of MeasurementReader, written in step 1, rotate(landscape)"), "\(text)")

        try cli.run(["explain", "latest", "measurement-reader/same-width-rotation", "adress-1", "--db", db]).expectBadInput("unknown node 'adress-1'", "did you mean 'address-1'")
        try cli.run(["explain", "latest", "measurement-reader/same-width-rotation", "name-1", "--db", db, "--pass", "x"]).expectBadInput("bad --pass 'x'")
    }


    /// address-2 is squeezed by the same stored name width as address-1, but name-2's own name is
    /// the longest, so its content is exactly as wide as the minimum (208 here): the frame that set
    /// the width is found by what it offered its content, not by being wider than it.
    @Test func aMinimumTheContentFillsIsStillTracedToTheLandscapeStep() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run(["record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned", "--profile", "iphone-15"])
        #expect(record.status == 0)
        let frames = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: """
                SELECT f.step, f.proposed_width, f.width, c.proposed_width AS content_proposed, c.width AS content_width
                FROM final_frames f JOIN final_frames c ON c.case_id = f.case_id AND c.step = f.step AND c.node_path = f.node_path || '/VStack'
                WHERE f.node_name = 'name-2' ORDER BY f.step
                """)
        }
        try #require(frames.count == 3)
        let (portrait, landscape) = (frames[2], frames[1])
        let width: Double = portrait["width"]
        // The case the issue names: the frame is as wide as its content, and wider than offered.
        #expect(abs(width - (portrait["content_width"] as Double)) < 0.001)
        #expect(width > (portrait["proposed_width"] as Double) + 0.001)
        #expect(abs((landscape["content_width"] as Double) - width) < 0.001, "the landscape name's width is the minimum")
        let write = try #require(try DatabaseQueue(path: db).read { db in
            try Row.fetchOne(db, sql: "SELECT new_value FROM pass_causes WHERE step = 1 AND state = 'stored' ORDER BY written_frame DESC LIMIT 1")
        })
        let stored = try #require(try JSONSerialization.jsonObject(with: Data((write["new_value"] as String).utf8)) as? [String: Any])
        let storedWidth = try #require(((((stored["measurements"] as? [String: Any])?["sizes"] as? [String: Any])?["name"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue)
        #expect(abs(storedWidth - width) < 0.001)

        let arguments = ["explain", "latest", "measurement-reader/same-width-rotation", "address-2", "--db", db]
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(arguments + ["--format", "json"]).stdout.utf8)) as? [String: Any])
        let sources = try #require(json["sources"] as? [[String: Any]])
        let source = try #require(sources.first { $0["node"] as? String == "name-2" }, "\(sources)")
        #expect(abs((source["length"] as! Double) - width) < 0.001 && abs((source["content"] as! Double) - width) < 0.001)
        #expect(source["step"] as? Int == 1 && source["event"] as? String == "rotate(landscape)")
        #expect(source["field"] as? String == "stored.measurements.sizes.name.width")
        let text = try cli.run(arguments).stdout
        #expect(text.contains("  why: name-2 is \(pointsText(width)) wide, more than the \(pointsText(portrait["proposed_width"])) offered: a minimum width"), "\(text)")
        #expect(text.contains("stored.measurements.sizes.name.width of MeasurementReader, written in step 1, rotate(landscape)"), "\(text)")
        // Asked about name-2 itself, its own frame is traced the same way.
        let name = try cli.run(["explain", "latest", "measurement-reader/same-width-rotation", "name-2", "--db", db]).stdout
        #expect(name.contains("  why: name-2 is \(pointsText(width)) wide"), "\(name)")
        #expect(name.contains("(its child, offered \(pointsText(width)), took it)"), "\(name)")
    }

    /// Seed 003's two-pass trick: the rectangle is 0 wide in pass 0.0 and 0.65 of the width in
    /// 0.1, because after 0.0 onPreferenceChange saw the reader's width and wrote availableWidth,
    /// and before that the launch; the numbers are the recording's.
    @Test func theUpdateStoryWalksBackThroughTheCauses() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--scenario", "style-guide/zstack-two-pass", "--profile", "iphone-15"]).status == 0)
        let (cause, widths) = try DatabaseQueue(path: db).read { db in
            (
                try Row.fetchOne(db, sql: "SELECT detail, old_value, new_value FROM pass_causes"),
                try Double.fetchAll(db, sql: "SELECT width FROM pass_frames WHERE node_name = 'rectangle' ORDER BY frame, pass")
            )
        }
        let row = try #require(cause)
        #expect(widths.count == 2 && widths[0] == 0)
        let text = try cli.run(["explain", "latest", "style-guide/zstack-two-pass", "rectangle", "--db", db]).stdout
        let lines = text.split(separator: "\n").map(String.init)
        let moved = try #require(lines.first { $0.hasPrefix("In pass 0.1, rectangle moved from") })
        #expect(moved.contains(" 0×20 in pass 0.0 to ") && moved.hasSuffix("\(pointsText(widths[1]))×20."), "\(moved)")
        #expect(lines.contains("  after pass 0.0, onPreferenceChange at frame[0] (\(row["detail"] as String)) wrote availableWidth of ZStackTwoPass: \(row["old_value"] as String) → \(row["new_value"] as String)"))
        #expect(lines.last == "  first cause: the step's launch(portrait)")
    }
}
