import SwiftUI

// A second file, whose two previews share a title, as Xcode allows: the second cannot have the
// first one's scenario name, so the command line leaves it out and says so.

struct StatusBadge: View {
    let label: String

    var body: some View {
        Text(label)
            .font(.caption)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.green))
            .accessibilityIdentifier("badge")
    }
}

#Preview("Badge") {
    StatusBadge(label: "Online")
}

#Preview("Badge") {
    StatusBadge(label: "Away")
}
