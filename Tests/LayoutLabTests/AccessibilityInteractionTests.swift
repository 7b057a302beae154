import Foundation
import Testing
@testable import LayoutLab

/// Accessibility beyond labels, as rating controls and readers write it: none of it moves a view,
/// and what stands in for a view "for accessibility" is never laid out.
@Suite struct AccessibilityInteractionTests {
    struct Rating: View {
        @State private var stars = 3
        @AccessibilityFocusState private var focused: Bool
        @AccessibilityFocusState(for: .voiceOver) private var field: String?

        var body: some View {
            HStack(spacing: 4) {
                ForEach(0..<5) { index in
                    Image(systemName: index < stars ? "star.fill" : "star").frame(width: 20, height: 20)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityAdjustableAction { direction in
                stars += direction == .increment ? 1 : -1
            }
            .accessibilityFocused($focused)
            .accessibilityFocused($field, equals: "stars")
            .accessibilityActions {
                Button("Clear") { stars = 0 }
            }
            .accessibilityCustomContent("Reviews", "128")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Average", id: "avg"), Text("4.2"), importance: .high)
            .accessibilityRepresentation { Slider(value: .constant(3), in: 0...5).frame(width: 900) }
            .accessibilityShowsLargeContentViewer { Text("3 stars").frame(width: 900) }
            .accessibilityRotor("Stars") {
                ForEach(0..<5) { index in AccessibilityRotorEntry("Star \(index)", id: index) }
                if stars > 4 { AccessibilityRotorEntry(Text("All"), id: 99) }
            }
            .accessibilityInputLabels(["Rating", "Stars"])
            .accessibilityTextContentType(.narrative)
            .speechAlwaysIncludesPunctuation()
            .accessibilityIdentifier("rating")
        }
    }

    @Test func noneOfItMovesTheViewOrLaysOutWhatStandsInForIt() {
        let snapshot = layout(Rating())
        #expect(snapshot["rating"]?.frame.size == CGSize(width: 116, height: 20))
        AccessibilityNotification.Announcement("Saved").post()
        #expect(AccessibilityNotification.Announcement("Saved").text == "Saved")
    }
}
