import LayoutLab
import RealCodeFixtures
import Testing

/// What the state-and-model fixtures of `Tests/RealCodeFixtures` claim, checked on the recording.
@Suite struct ModelFixtureClaims {
    @Test func theCartsModelWritesAreStateWritesThatLayItOutAgain() async throws {
        let type = try #require(RealCodeFixtures.all.first { $0.name == "fixtures/shopping-cart" })
        let lab = try await Lab.record(type, profiles: ["iphone-15"])
        #expect(try lab.outcome(variant: "saved", profile: "iphone-15") == "stable")
        // The promo code (onAppear) and the saved lines (a task) arrive as writes to the model,
        // under the @State that owns it.
        let codes = try lab.rows("""
            SELECT frame, pass, node_path, value FROM pass_state
            WHERE variant = 'saved' AND step = 0 AND name = 'cart.promoCode' ORDER BY frame, pass
            """)
        #expect(codes.map { $0["value"] as String } == [#""""#, #""SPRING10""#, #""SPRING10""#])
        #expect(Set(codes.map { $0["node_path"] as String }) == ["ShoppingCartFixture/CartScreen"])
        let lines = try #require(try lab.state("cart.lines", variant: "saved", profile: "iphone-15"))
        #expect(lines.contains(#""id":"filters""#))
        // The rows and the discount row follow the model: no line before the task has run, three
        // after it, and a discount once the promo code and the lines are both there.
        let lineRows = try lab.rows("""
            SELECT frame, pass, COUNT(*) AS n FROM pass_frames
            WHERE variant = 'saved' AND step = 0 AND node_name LIKE 'line-%' GROUP BY frame, pass ORDER BY frame, pass
            """)
        #expect(lineRows.last.map { $0["n"] as Int } == 3)
        #expect(try lab.rows("SELECT * FROM pass_frames WHERE variant = 'saved' AND step = 0 AND frame = 0 AND node_name LIKE 'line-%'").isEmpty)
        #expect(try lab.frame("discount", variant: "saved", profile: "iphone-15").height > 0)
        // Empty: nothing loads, the model keeps no lines, and no discount applies to nothing.
        #expect(try lab.state("cart.lines", variant: "empty", profile: "iphone-15") == "[]")
        #expect(try lab.rows("SELECT * FROM final_frames WHERE variant = 'empty' AND node_name = 'discount'").isEmpty)
    }

    @Test func theContactRowsAvatarsGrowWithDynamicType() async throws {
        let type = try #require(RealCodeFixtures.all.first { $0.name == "fixtures/contact-rows" })
        let lab = try await Lab.record(type, profiles: ["iphone-15", "mac-window"])
        let large = try lab.frame("avatar-1", profile: "iphone-15", step: 0)
        let accessibility2 = try lab.frame("avatar-1", profile: "iphone-15", step: 1)
        #expect(large.width == 40)
        // Body is 17 points at large and 33 at accessibility2.
        #expect(abs(accessibility2.width - 40 * 33 / 17) < 0.001)
        // macOS has no Dynamic Type: the metric stays as written.
        #expect(try lab.frame("avatar-1", profile: "mac-window", step: 1).width == 40)
    }
}
