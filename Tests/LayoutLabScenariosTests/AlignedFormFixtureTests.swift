import LayoutLab
import RealCodeFixtures
import Testing

/// `fixtures/aligned-form`: the fields of every row start at one x, set by the longest label, on
/// every profile and in both languages (docs/layout-rules.md, "Explicit alignment of containers").
@Suite struct AlignedFormFixtureTests {
    @Test func fieldsLineUpAfterTheLongestLabel() async throws {
        let lab = try await Lab.record(
            RealCodeFixtures.all.first { $0.name == "fixtures/aligned-form" }!, profiles: DeviceProfile.builtIn.map(\.name)
        )
        let cases = try lab.rows("""
            SELECT variant, profile, COUNT(*) AS fields, MIN(x) AS first, MAX(x) AS last
            FROM final_frames WHERE node_name = 'field' GROUP BY variant, profile
            """)
        #expect(cases.count == 2 * DeviceProfile.builtIn.count)
        for row in cases {
            let first: Double = row["first"], last: Double = row["last"]
            #expect(row["fields"] as Int == 5)
            #expect(abs(first - last) < 0.001, "\(row["variant"] as String) on \(row["profile"] as String)")
        }
        // The longest label ends 8 points (the HStack's spacing) before the fields; the others end earlier.
        let gaps = try lab.rows("""
            SELECT l.variant, l.profile, MIN(f.x - (l.x + l.width)) AS tightest
            FROM final_frames l JOIN final_frames f
              ON f.case_id = l.case_id AND f.step = l.step AND f.node_name = 'field'
            WHERE l.node_name = 'label' GROUP BY l.variant, l.profile
            """)
        #expect(gaps.count == cases.count)
        for row in gaps {
            let tightest: Double = row["tightest"]
            #expect(abs(tightest - 8) < 0.001, "\(row["variant"] as String) on \(row["profile"] as String)")
        }
    }
}
