import Foundation
import Testing
@testable import LayoutLab

/// Tier-two API real files use: key presses, scroll phases, system chrome, resolved colours, outline
/// groups, selection-driven links. Events never come in a case; trees start collapsed.
@Suite struct EventsAndOutlinesTests {
    struct Folder: Identifiable {
        let id: Int
        let name: String
        var children: [Folder]?
    }

    static let folders = [
        Folder(id: 1, name: "Documents", children: [Folder(id: 3, name: "Taxes", children: nil)]),
        Folder(id: 2, name: "Photos", children: nil),
    ]

    @Test func aTreeShowsItsTopLevelRowsCollapsed() {
        let outline = layout(VStack(spacing: 0) {
            OutlineGroup(Self.folders, children: \.children) { Text($0.name).frame(height: 20).accessibilityIdentifier("row-\($0.id)") }
        })
        #expect(outline["row-1"] != nil && outline["row-2"] != nil && outline["row-3"] == nil)
        let list = layout(List(Self.folders, children: \.children) { Text($0.name).accessibilityIdentifier("row-\($0.id)") })
        #expect(list["row-1"] != nil && list["row-3"] == nil)
    }

    @Test func eventsAndChromeChangeNoFrame() {
        @MainActor struct Editor: View {
            @State private var tag: Int?
            var body: some View {
                VStack {
                    NavigationLink(destination: Text("Detail"), tag: 1, selection: $tag) { Text("Open") }
                    Text("Body").font(.body.smallCaps())
                    Image(systemName: "wifi", variableValue: 0.5)
                }
                .frame(width: 200, height: 120)
                .onKeyPress(.return) { .handled }
                .onKeyPress(phases: .down) { _ in .ignored }
                .onScrollPhaseChange { _, _ in }
                .onScrollVisibilityChange { _ in }
                .defersSystemGestures(on: .bottom)
                .geometryGroup()
                .presentationSizing(.form.fitted(horizontal: true, vertical: false))
                .writingToolsBehavior(.limited)
                .toolbarTitleMenu { Button("Rename") {} }
                .toolbar(removing: .sidebarToggle)
                .containerShape(RoundedRectangle(cornerRadius: 12))
                .focusEffectDisabled()
                .accessibilityIdentifier("editor")
            }
        }
        #expect(layout(Editor())["editor"]?.frame.size == CGSize(width: 200, height: 120))
    }

    @Test func aColourResolvesToItsComponents() {
        let resolved = Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: EnvironmentValues())
        #expect(resolved.red == 1 && resolved.green == 0.5 && resolved.blue == 0 && resolved.opacity == 0.5)
        #expect(Color(resolved).resolve(in: EnvironmentValues()) == resolved)
    }
}

/// iOS 17's transition types compile beside `AnyTransition`'s members, which `.transition(.opacity)`
/// still takes; at rest a view lays out as without them.
@Suite struct TransitionTypeTests {
    struct Dissolve: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.value < 0 ? 0.8 : 1)
        }
    }

    @Test func aViewAtRestLaysOutAsWithoutItsTransition() {
        let view = VStack {
            Text("A").transition(.blurReplace)
            Text("B").transition(.blurReplace(.upUp).combined(with: Dissolve()))
            Text("C").transition(AsymmetricTransition(insertion: Dissolve(), removal: .blurReplace))
            Text("D").transition(.opacity)
        }
        .accessibilityIdentifier("stack")
        let plain = VStack { Text("A"); Text("B"); Text("C"); Text("D") }.accessibilityIdentifier("stack")
        #expect(layout(view)["stack"]?.frame == layout(plain)["stack"]?.frame)
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity)
    }
}
