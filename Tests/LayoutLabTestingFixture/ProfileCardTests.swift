// A user's test file, as docs/testing.md shows it: layout assertions and layout snapshots with
// Swift Testing. It imports only what a user's test target would.
import LayoutLab
import LayoutLabTesting
import Testing

/// The view under test: an avatar, a name that may wrap, and a badge pinned to the avatar.
struct ProfileCard: View {
    var name = "Ada Lovelace"
    var badgeSize: CGFloat = 24

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.blue)
                .frame(width: 56, height: 56)
                .overlay(alignment: .bottomTrailing) {
                    Circle().fill(Color.green).frame(width: badgeSize, height: badgeSize)
                        .accessibilityIdentifier("badge")
                }
                .accessibilityIdentifier("avatar")
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline).accessibilityIdentifier("name")
                Text("Mathematician").font(.subheadline).accessibilityIdentifier("role")
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .accessibilityIdentifier("card")
    }
}

@Suite struct ProfileCardTests {
    /// On the iPhone 15 (393 wide, content 59 below the top) the card fills the width; the avatar
    /// sits 16 in from its edges and the 24-point badge in the avatar's bottom-trailing corner.
    @Test func theBadgeSitsInTheAvatarsCorner() async throws {
        let layout = await LayoutLab.run(ProfileCard().frame(maxHeight: .infinity, alignment: .top), on: .iPhone15)
        #expect(layout.outcome == .stable)
        #expect(layout.passes(step: 0) <= 2)
        #expect(layout.diagnostics(.overflow).isEmpty)
        let avatar = try #require(layout.frame("avatar"))
        #expect(avatar == CGRect(x: 16, y: 59 + 16, width: 56, height: 56))
        #expect(layout.frame("badge") ≈ CGRect(x: 16 + 56 - 24, y: 59 + 16 + 56 - 24, width: 24, height: 24))
        #expect(layout.frame("card")?.width ≈ 393)
    }

    /// At the largest accessibility size the name is taller than at the default size.
    @Test func theNameGrowsWithDynamicType() async throws {
        let regular = await LayoutLab.run(ProfileCard(), on: .iPhoneSE3)
        let large = await LayoutLab.run(ProfileCard(), on: .iPhoneSE3, dynamicType: .accessibility5)
        #expect(try #require(large.frame("name")).height > #require(regular.frame("name")).height)
    }

    /// The committed baselines in __LayoutSnapshots__/ProfileCardTests/ pin the card on a phone
    /// and an iPad, through a rotation.
    @Test func theCardMatchesItsBaselines() async {
        await assertLayoutSnapshot(
            of: ProfileCard(), on: [.iPhoneSE3, .iPadPro13], timeline: [.launch(.portrait), .rotate(.landscape)], named: "card"
        )
    }
}
