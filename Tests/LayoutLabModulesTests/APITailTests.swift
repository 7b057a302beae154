#if os(Linux)
// Apple API that real files use and the corpus found missing (docs/real-code.md).
import Foundation
import LayoutLab
import SwiftUI
import Testing
import UIKit

private struct Spin: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
}

@Suite struct APITailTests {
    @Test func textFormatsAValueInTheEnginesLocale() {
        #expect(Text(1234.5, format: .number) == Text(verbatim: "1,234.5"))
        #expect(Text(0.25, format: .percent) == Text(verbatim: "25%"))
    }

    @Test func textUsesAFormattersOwnSettings() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        #expect(Text(1234 as NSNumber, formatter: formatter) == Text(verbatim: "1,234"))
        #expect(Text(NSNumber(value: 7), formatter: formatter) == Text(verbatim: "7"))
    }

    @Test func formattedTextIsMeasuredAsItsString() async throws {
        let (_, log) = await record(HStack {
            Text(1234.5, format: .number).accessibilityIdentifier("formatted")
            Text(verbatim: "1,234.5").accessibilityIdentifier("written")
        })
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "formatted")?.frame.size == pass.node(named: "written")?.frame.size)
    }

    @Test func userDefaultsTakesKeyValueCoding() {
        let defaults = UserDefaults(suiteName: "layoutlab-tests-\(UUID().uuidString)")!
        defaults.setValue("dark", forKey: "theme")
        #expect(defaults.string(forKey: "theme") == "dark")
        #expect(defaults.value(forKey: "theme") as? String == "dark")
    }

    @Test func uiViewAnimationsCanBeTurnedOff() {
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func aModifierTransitionIsAccepted() async {
        let (result, _) = await record(Text("Hi").transition(.modifier(active: Spin(degrees: 90), identity: Spin(degrees: 0))))
        #expect(result.outcome == .stable)
    }
}
#endif
