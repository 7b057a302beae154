import Foundation
import GRDB
import LayoutLab
import Testing
@testable import LayoutLabScenarios

/// Seed 004, measurement-reader, checked on the recording.
@Suite struct MeasurementReaderClaims {
    let profiles = ["iphone-13", "iphone-se-3"]

    @Test func sameHeightMeasuresThenAppliesThenStops() async throws {
        let lab = try await Lab.record(SameHeight.self)
        for profile in profiles {
            #expect(try lab.passes(profile: profile) == 2)
            let heights: [Row] = try lab.rows(
                "SELECT pass, node_name, height FROM pass_frames WHERE node_name IN ('top','bottom','multiline') AND profile = ? ORDER BY pass, node_name",
                [profile]
            )
            let first = heights.filter { $0["pass"] == 0 }.map { $0["height"] as Double }
            let second = heights.filter { $0["pass"] == 1 }.map { $0["height"] as Double }
            #expect(Set(first).count > 1)
            #expect(Set(second).count == 1)
            #expect(second.first == first.max())
        }
    }

    @Test func sameWidthColumnsShareTheirWidestWidth() async throws {
        let lab = try await Lab.record(SameWidth.self)
        for profile in profiles {
            let names: [Double] = try lab.rows(
                "SELECT width FROM final_frames WHERE node_name LIKE 'name-%' AND profile = ?", [profile]
            ).map { $0["width"] }
            let numbers: [Double] = try lab.rows(
                "SELECT width FROM final_frames WHERE node_name LIKE 'no-%' AND profile = ?", [profile]
            ).map { $0["width"] }
            #expect(names.count == 5 && Set(names).count == 1)
            #expect(numbers.count == 5 && Set(numbers).count == 1)
        }
    }

    /// Final frames of one step as (path → frame).
    func layout(_ lab: Lab, variant: String, profile: String, step: Int) throws -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for row in try lab.rows(
            "SELECT node_path, x, y, width, height FROM final_frames WHERE variant = ? AND profile = ? AND step = ?", [variant, profile, step]
        ) {
            result[row["node_path"]] = [row["x"], row["y"], row["width"], row["height"]]
        }
        return result
    }

    @Test func versionedRotationReturnsToPortraitExactlyAndUnversionedDoesNot() async throws {
        let lab = try await Lab.record(SameWidthRotation.self)
        for profile in profiles {
            let versioned0 = try layout(lab, variant: "versioned", profile: profile, step: 0)
            let versioned2 = try layout(lab, variant: "versioned", profile: profile, step: 2)
            #expect(!versioned0.isEmpty)
            #expect(versioned0 == versioned2, "node for node")

            let unversioned0 = try layout(lab, variant: "unversioned", profile: profile, step: 0)
            let unversioned2 = try layout(lab, variant: "unversioned", profile: profile, step: 2)
            #expect(unversioned0 != unversioned2)
            // "we got only a tiny fraction of the width to render the last field": the landscape
            // name width stays, and the address, which takes the rest, is squeezed, not overflowed.
            let name0 = try lab.frame("name-2", variant: "unversioned", profile: profile, step: 0)
            let name2 = try lab.frame("name-2", variant: "unversioned", profile: profile, step: 2)
            let address0 = try lab.frame("address-2", variant: "unversioned", profile: profile, step: 0)
            let address2 = try lab.frame("address-2", variant: "unversioned", profile: profile, step: 2)
            #expect(name2.width > name0.width)
            #expect(address2.width < address0.width)
            #expect(isClose(address2.maxX, address0.maxX, within: 0.01), "the address still ends at the same edge")
            #expect(try lab.diagnostics(code: "overflow", variant: "unversioned", profile: profile).isEmpty)
        }
    }

    /// "If we did control the last field, it would result in layout overflow, i.e. got clipped in
    /// both ends horizontally."
    @Test func measuringTheAddressTooOverflowsAtBothEndsAfterTheRotation() async throws {
        let lab = try await Lab.record(SameWidthRotation.self, variants: ["controlled-address"])
        for profile in profiles {
            let overflow = try lab.rows(
                "SELECT message FROM run_diagnostics WHERE code = 'overflow' AND profile = ? AND step = 2 AND node_path = 'SameWidthRotation/SimpleMeasurementReader'",
                [profile]
            ).map { $0["message"] as String }
            #expect(overflow.contains { $0.contains("past the screen by left") && $0.contains("right") }, "\(overflow)")
            // The landscape address width came back to portrait with the rotation.
            let landscape = try lab.frame("address-2", variant: "controlled-address", profile: profile, step: 1)
            let portrait = try lab.frame("address-2", variant: "controlled-address", profile: profile, step: 2)
            #expect(portrait.width == landscape.width)
        }
    }

    @Test func updateWarningLogsSwiftUIsWarning() async throws {
        let lab = try await Lab.record(UpdateWarning.self)
        for profile in profiles {
            let warnings = try lab.diagnostics(code: "multiple-updates-per-frame", profile: profile)
            #expect(!warnings.isEmpty)
            #expect(warnings.first?["message"] as String? == "Bound preference ScopedMeasurementPreferenceKey<Unscoped, PersonField> tried to update multiple times per frame.")
            let dropped: Int? = try lab.value("SELECT COUNT(*) FROM pass_actions WHERE status = 'dropped' AND profile = ?", [profile])
            #expect((dropped ?? 0) >= 1)
        }
    }

    /// The widths of the cells of one row (the row's HStack's own frame children), in order.
    func cells(_ lab: Lab, row: String, variant: String, profile: String, step: Int) throws -> [Double] {
        try lab.rows("""
            SELECT f.width FROM final_frames f JOIN final_frames r
              ON r.case_id = f.case_id AND r.step = f.step AND f.node_path LIKE r.node_path || '/HStack/frame[%'
            WHERE r.node_name = ? AND r.variant = ? AND r.profile = ? AND r.step = ?
              AND instr(substr(f.node_path, length(r.node_path) + 9), '/') = 0
            ORDER BY f.node_order
            """, [row, variant, profile, step]).map { $0["width"] }
    }

    @Test func paddedTableFillsTheWidthAndUnpaddedKeepsNaturalWidths() async throws {
        let lab = try await Lab.record(NutritionTable.self, profiles: ["iphone-13", "ipad-air-11"])
        for profile in ["iphone-13", "ipad-air-11"] {
            for step in 0..<3 {
                let table = try lab.frame("table", variant: "pads", profile: profile, step: step)
                let padded = try cells(lab, row: "row-apple", variant: "pads", profile: profile, step: step)
                #expect(padded.count >= 3)
                #expect(isClose(CGFloat(padded.reduce(0, +)), table.width - 32, within: 0.01), "step \(step)")
                // Without padding: natural widths when they fit, capped to exactly the width when not.
                let natural = try cells(lab, row: "row-apple", variant: "no-pads", profile: profile, step: step)
                let available = table.width - 32
                #expect(CGFloat(natural.reduce(0, +)) <= available + 0.01)
                #expect(natural.count == padded.count)
            }
        }
        // On a phone the long food name leaves no room in portrait; the extra columns appear in
        // landscape only (a phone's compact height).
        #expect(try cells(lab, row: "row-apple", variant: "pads", profile: "iphone-13", step: 1).count == 6)
        #expect(try cells(lab, row: "row-apple", variant: "pads", profile: "iphone-13", step: 2).count == 3)
        // An iPad (regular width) shows all six columns with room to spare, which only `pads` hands out.
        let natural = try cells(lab, row: "row-apple", variant: "no-pads", profile: "ipad-air-11", step: 0)
        let padded = try cells(lab, row: "row-apple", variant: "pads", profile: "ipad-air-11", step: 0)
        #expect(natural.count == 6)
        #expect(natural.reduce(0, +) < padded.reduce(0, +))
        #expect(zip(natural, padded).allSatisfy { isClose(CGFloat($1 - $0), CGFloat(padded[0] - natural[0]), within: 0.01) })
    }

    @Test func stressTableRecordsEveryRowWithSharedColumns() async throws {
        let lab = try await Lab.record(MeasuredTableStress.self, variants: ["rows-100"])
        for profile in profiles {
            #expect(try lab.outcome(variant: "rows-100", profile: profile) == "stable")
            // Measure; learn the container's width (the table's version); apply the column widths.
            #expect(try lab.passes(variant: "rows-100", profile: profile) == 3)
            let rows: Int? = try lab.value("SELECT COUNT(*) FROM final_frames WHERE node_name LIKE 'row-%' AND profile = ?", [profile])
            #expect(rows == 101)
            let first = try cells(lab, row: "row-row-0", variant: "rows-100", profile: profile, step: 0)
            let last = try cells(lab, row: "row-row-99", variant: "rows-100", profile: profile, step: 0)
            #expect(first == last)
        }
    }
}
