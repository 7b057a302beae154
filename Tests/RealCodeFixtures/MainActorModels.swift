import LayoutLab

// View models isolated to the main actor, as code written since Swift 5.5 declares them: one owned
// as a `@StateObject` default value, one made in the view's own initializer and handed to
// `StateObject(wrappedValue:)`. Both read in `body`. This compiles only if `View` is on the main
// actor, as SwiftUI declares it (issue #36).

@MainActor
final class BadgeViewModel: ObservableObject {
    @Published var title = "Weekly streak"
    @Published var count = 12

    var subtitle: String { "\(count) days in a row" }
}

@MainActor
final class AvatarViewModel: ObservableObject {
    @Published private(set) var initials: String
    let diameter: CGFloat

    init(name: String, diameter: CGFloat) {
        initials = name.split(separator: " ").compactMap(\.first).map(String.init).joined()
        self.diameter = diameter
    }
}

struct AvatarView: View {
    @StateObject private var model: AvatarViewModel

    init(name: String, diameter: CGFloat) {
        _model = StateObject(wrappedValue: AvatarViewModel(name: name, diameter: diameter))
    }

    var body: some View {
        Circle()
            .fill(Color.orange)
            .frame(width: model.diameter, height: model.diameter)
            .overlay(Text(model.initials).font(.headline))
            .accessibilityIdentifier("avatar")
    }
}

struct StreakBadge: View {
    @StateObject private var model = BadgeViewModel()

    var body: some View {
        HStack(spacing: 12) {
            AvatarView(name: "Ada Lovelace", diameter: 48)
            VStack(alignment: .leading, spacing: 4) {
                Text(model.title)
                    .font(.headline)
                    .accessibilityIdentifier("title")
                Text(model.subtitle)
                    .font(.subheadline)
                    .accessibilityIdentifier("subtitle")
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .accessibilityIdentifier("badge")
    }
}

struct MainActorModelsFixture: Scenario {
    static let name = "fixtures/main-actor-models"
    static let summary = "Views that own main-actor view models (@StateObject default value and init): laid out as written."

    init(variant: String) {}

    var body: some View {
        VStack {
            StreakBadge()
            Spacer()
        }
    }
}

extension RealCodeFixtures {
    static let mainActor: [any Scenario.Type] = [MainActorModelsFixture.self]
}
