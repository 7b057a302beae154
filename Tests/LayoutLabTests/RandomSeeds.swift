import Foundation

/// The seeds a randomized test runs its cases from: `count` of them, drawn from a fixed master
/// seed, so a failure (every expectation names its seed) happens again on the next run. Set
/// `LAYOUTLAB_TEST_SEED` to draw another sequence.
///
/// The tests used a property-testing package for this before; it checks `canImport(UIKit)`, and
/// once this package's own `UIKit` module is in the build folder it compiled against that one
/// (docs/scenarios.md, "Files that import SwiftUI"): seeds are all these tests need from it.
func randomSeeds(count: Int) -> [Int] {
    let master = ProcessInfo.processInfo.environment["LAYOUTLAB_TEST_SEED"].flatMap(UInt64.init) ?? 0x1A70_71AB
    var generator = SeededGenerator(state: master)
    return (0..<count).map { _ in Int.random(in: 0...Int.max, using: &generator) }
}
