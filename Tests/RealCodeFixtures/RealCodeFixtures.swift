import LayoutLab

/// Realistic SwiftUI files, written in the style of public sample code, that must compile
/// unchanged (this target is in Swift 5 mode, as most code in the wild is) and record without an
/// `error` outcome on every profile. Each file adds its scenarios to a list of its own; this is
/// the union that `RealCodeFixtureTests` records.
public enum RealCodeFixtures {
    public static let all: [any Scenario.Type] = everyday + geometry + flow + equalWidth + radial + adaptive + subviews
        + dynamicType + observation + importingSwiftUI + settings + controls + weather + chips + tabs + alignment + photoFeed + gridTable + contactsIndex
        + mainActor
}
