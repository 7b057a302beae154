#if os(Linux)
// A view model and a view in files that say `import SwiftUICore`, as Xcode 16 writes them when it
// adds the import for `Color`: the view model is `@Observable` and names SwiftUI's types; the view
// lays out as it would with `import SwiftUI`.
import Foundation
import SwiftUICore
import Testing

@Observable
final class QuizModel {
    var points = 0
    var tint: Color = .green
    var disabled = false
}

struct QuizAnswerRow: View {
    var model: QuizModel

    var body: some View {
        HStack(spacing: 12) {
            Text("Points: \(model.points)")
                .font(.title2)
            Spacer()
            Circle().fill(model.tint).frame(width: 40, height: 40)
        }
        .padding()
        .disabled(model.disabled)
    }
}

/// Counts `onChange` calls, which Observation may make from any thread.
final class ObservedChanges: @unchecked Sendable {
    var count = 0
}

@Suite struct SwiftUICoreTests {
    @Test func aViewThatImportsSwiftUICoreLaysOutAsWithSwiftUI() async throws {
        let model = QuizModel()
        model.points = 7
        let (result, log) = await record(QuizAnswerRow(model: model))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let circle = try #require(pass.nodes.first { $0.kind == "Circle" })
        #expect(circle.frame.size == CGSize(width: 40, height: 40))
        // The row is as wide as the iPhone 13's screen: 390 points, less 16 of padding each side.
        #expect(abs(circle.frame.maxX - (390 - 16)) < 0.001)
    }

    @Test func observationComesWithIt() {
        let model = QuizModel()
        let changes = ObservedChanges()
        withObservationTracking { _ = model.points } onChange: { changes.count += 1 }
        model.points += 1
        #expect(changes.count == 1)
    }
}
#endif
