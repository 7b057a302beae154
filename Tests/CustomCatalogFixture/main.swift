// A stand-in for another package's executable: the whole layoutlab command line, with one
// scenario of its own added to the built-in catalog.
import LayoutLab
import LayoutLabCLI

struct CustomBadge: Scenario {
    static let name = "custom/badge"
    static let summary = "A badge overlaid on a card, from outside the built-in catalog."
    static let variants = ["small", "large"]

    let side: CGFloat

    init(variant: String) {
        side = variant == "large" ? 40 : 20
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 200, height: 120)
            .overlay(alignment: .topTrailing) {
                Circle().frame(width: side, height: side).accessibilityIdentifier("badge")
            }
            .accessibilityIdentifier("card")
    }
}

/// A scenario whose case the engine cannot finish: a timeline without a step reports nothing, so
/// `record` fails for a reason that is not its input (exit status 3).
struct NoSteps: Scenario {
    static let name = "failing/no-steps"
    static let summary = "A timeline without a step: the engine reports nothing."
    static let timeline: Timeline = []

    init(variant: String) {}

    var body: some View { Color.clear }
}

await LayoutLabCLI.main(scenarios: [CustomBadge.self, NoSteps.self])
