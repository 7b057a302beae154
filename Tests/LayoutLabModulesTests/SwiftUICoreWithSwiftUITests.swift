#if os(Linux)
// A file that imports both `SwiftUI` and `SwiftUICore`, as files of a project Xcode touched do:
// every name is found once, with no ambiguity between the two modules.
import SwiftUI
import SwiftUICore
import Testing

struct ScoreBadge: View {
    @State private var score = 3
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Text("\(score)")
            .font(Font.system(size: 28, weight: .bold))
            .foregroundStyle(Color(UIColor.systemBlue))
            .padding(8)
            .background(Capsule().fill(Color.yellow))
    }
}

@Suite struct SwiftUICoreWithSwiftUITests {
    @Test func bothImportsNameEachTypeOnce() async throws {
        // Spelled with either module's name, a type is the same type.
        #expect(SwiftUICore.Color.self == SwiftUI.Color.self)
        #expect(SwiftUICore.Text.self == SwiftUI.Text.self)
        let (result, log) = await record(ScoreBadge())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.nodes.contains { $0.kind == "Capsule" })
    }
}
#endif
