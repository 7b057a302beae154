// The same assertions from XCTest, for suites that have not moved to Swift Testing.
import LayoutLab
import LayoutLabTesting
import XCTest

final class ProfileCardXCTests: XCTestCase {
    func testTheCardMatchesItsBaseline() async throws {
        let layout = await LayoutLab.run(ProfileCard(name: "Grace Hopper"), on: .iPhone13)
        XCTAssertEqual(layout.outcome, .stable)
        XCTAssertEqual(layout.frame("avatar")?.size, CGSize(width: 56, height: 56))
        await assertLayoutSnapshot(of: ProfileCard(name: "Grace Hopper"), on: [.iPhone13], named: "card-xctest")
    }
}
