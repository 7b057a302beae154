import Foundation
import LayoutLab
import LayoutLabStore

/// A database holding two runs that differ in a known way, recorded through the store API exactly
/// as `layoutlab record` records:
///
/// - run 1 "before": `reports-tests/badge` (``BeforeKnobs``) on iphone-13 and iphone-se-3, and
///   `reports-tests/steady` on iphone-13;
/// - run 2 "after": `reports-tests/badge` (``AfterKnobs``) on iphone-13 and ipad-air-11, and
///   `reports-tests/steady` on iphone-13.
///
/// So the badge on iphone-13 changed, the badge on iphone-se-3 is only in A and on ipad-air-11
/// only in B, and steady is unchanged.
public enum KnownDiff {
    public static let iPhone13 = DeviceProfile.named("iphone-13")!

    public static func record(at path: String) async throws {
        let store = try LayoutStore.open(path: path)
        try await record(store, label: "before", cases: [
            (Badge<BeforeKnobs>.self, "iphone-13"), (Badge<BeforeKnobs>.self, "iphone-se-3"), (Steady.self, "iphone-13"),
        ])
        try await record(store, label: "after", cases: [
            (Badge<AfterKnobs>.self, "iphone-13"), (Badge<AfterKnobs>.self, "ipad-air-11"), (Steady.self, "iphone-13"),
        ])
    }

    private static func record(_ store: LayoutStore, label: String, cases: [(any Scenario.Type, String)]) async throws {
        let run = try store.createRun(label: label, command: "layoutlab record --label \(label)", host: "fixture")
        for (scenario, profile) in cases {
            _ = try await store.recordCase(run: run.id, scenario: scenario, variant: "", profile: DeviceProfile.named(profile)!)
        }
        try store.finishRun(run.id, status: .complete)
    }
}
