// A stand-in for another package's executable: the whole layoutlab command line, with one
// scenario of its own added to the built-in catalog.
import Foundation
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

// Screens lifted out of an app, as a user's previews would be (docs/cli.md, "Cases that fail").

final class Session: ObservableObject {
    @Published var user = "ada"
}

/// Reads an object its app would have injected: SwiftUI stops on it.
struct NeedsSession: View {
    @EnvironmentObject var session: Session

    var body: some View { Text(session.user) }
}

struct HiddenNeedsSession: Scenario {
    static let name = "hidden/needs-session"
    static let summary = "A screen whose EnvironmentObject was never injected."

    init(variant: String) {}

    var body: some View {
        VStack {
            Text("Header")
            NeedsSession()
        }
    }
}

/// Force-unwraps a width it has only for compact screens: traps on an iPad (or, with
/// `HIDDEN_UNWRAP_EVERYWHERE` set, everywhere, for a diff of a case that starts failing).
struct UnwrappingBadge: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let widths: [UserInterfaceSizeClass: CGFloat] = ProcessInfo.processInfo.environment["HIDDEN_UNWRAP_EVERYWHERE"] == nil ? [.compact: 120] : [:]
        return Text("badge").frame(width: widths[sizeClass ?? .compact]!)
    }
}

struct HiddenUnwrapsOnIPad: Scenario {
    static let name = "hidden/unwraps-on-ipad"
    static let summary = "A force unwrap of nil on regular-width screens only."

    init(variant: String) {}

    var body: some View { UnwrappingBadge() }
}

struct HiddenPlain: Scenario {
    static let name = "hidden/plain"
    static let summary = "A plain card beside the failing screens."

    init(variant: String) {}

    var body: some View {
        Text("Plain").padding().background(Color.gray)
    }
}

/// Prints to stdout and stderr from its body, as user code does, without a newline too: the
/// record's worker keeps its own messages apart from what the case prints.
struct ChattyCard: Scenario {
    static let name = "chatty/prints"
    static let summary = "A view whose body prints, to stdout and stderr."

    init(variant: String) {}

    var body: some View {
        print("rendering the card", terminator: "")
        FileHandle.standardError.write(Data("debug: card body\n".utf8))
        return Text("Card").padding()
    }
}

/// Ends the whole process from its body, as code that calls `exit` does (with the status in
/// `HIDDEN_EXIT_STATUS`, 0 by default: 2, 3 and 130 are statuses layoutlab itself ends with).
struct CallsExit: Scenario {
    static let name = "exiting/calls-exit"
    static let summary = "A view whose body calls exit."

    init(variant: String) {}

    var body: some View {
        exit(ProcessInfo.processInfo.environment["HIDDEN_EXIT_STATUS"].flatMap { Int32($0) } ?? 0)
    }
}

await LayoutLabCLI.main(scenarios: [
    CustomBadge.self, NoSteps.self, HiddenNeedsSession.self, HiddenUnwrapsOnIPad.self, HiddenPlain.self, ChattyCard.self,
    CallsExit.self,
])
