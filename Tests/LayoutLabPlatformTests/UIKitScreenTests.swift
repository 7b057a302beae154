#if os(Linux)
// Real-code snippets that say `import SwiftUI` and reach for UIKit, as app screens do: the
// screen's size for frames, UIKit's colours and fonts, the device's idiom.
import SwiftUI
import LayoutLab
import Testing

/// A card sized from the screen, as many app screens size theirs.
struct ScreenWideCard: View {
    let screenWidth = UIScreen.main.bounds.width

    var body: some View {
        VStack(spacing: 12) {
            Text("Weekly summary")
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(.secondarySystemBackground))
                .frame(height: 120)
        }
        .padding()
        .frame(width: UIScreen.main.bounds.width * 0.8)
        .background(Color(.systemBackground))
        .accessibilityIdentifier("card")
    }
}

/// A layout that branches on the device, as adaptive screens do.
struct IdiomBranch: View {
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            Color.blue.frame(width: 300, height: 10).accessibilityIdentifier("pad")
        } else {
            Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("phone")
        }
    }
}

/// Reads the key window's safe area, as code that pads for the notch does.
struct NotchPadding: View {
    var topInset: CGFloat {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.windows.first?.safeAreaInsets.top ?? 0
    }

    var body: some View {
        Color.red.frame(width: 10, height: topInset).accessibilityIdentifier("notch")
    }
}

@Suite struct UIKitScreenTests {
    @Test func framesFromTheScreenFollowTheProfileAndTheRotation() async {
        let (result, log) = await record(ScreenWideCard(), timeline: [.launch(.portrait), .rotate(.landscape)])
        #expect(result.outcome == .stable)
        // iphone-13 is 390 × 844 points: 80 % of its width, then of its height on its side.
        #expect(abs((log.finalPass(step: 0)?.named("card")?.frame.width ?? 0) - 390 * 0.8) < 0.001)
        #expect(abs((log.finalPass(step: 1)?.named("card")?.frame.width ?? 0) - 844 * 0.8) < 0.001)
    }

    @Test func theScreenIsTheRunningProfiles() async {
        final class Seen: @unchecked Sendable { var bounds = CGRect.zero, scale: CGFloat = 0, native = CGRect.zero }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            var body: some View {
                seen.bounds = UIScreen.main.bounds
                seen.scale = UIScreen.main.scale
                seen.native = UIScreen.main.nativeBounds
                return Color.clear
            }
        }
        _ = await record(Reader(seen: seen), on: "iphone-se-3")
        #expect(seen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(seen.scale == 2)
        #expect(seen.native == CGRect(x: 0, y: 0, width: 750, height: 1334))
        _ = await record(Reader(seen: seen), timeline: [.launch(.landscape)], on: "ipad-air-11")
        #expect(seen.bounds.size == CGSize(width: 1180, height: 820))
        #expect(seen.native.size == CGSize(width: 1640, height: 2360))
    }

    @Test func theIdiomFollowsTheProfile() async {
        let (_, phone) = await record(IdiomBranch(), on: "iphone-15")
        #expect(phone.finalPass(step: 0)?.node(named: "phone") != nil)
        let (_, pad) = await record(IdiomBranch(), on: "ipad-pro-13")
        #expect(pad.finalPass(step: 0)?.node(named: "pad") != nil)
    }

    /// Forcing a rotation through key-value coding, as video screens do, turns nothing: the
    /// device turns only in the timeline.
    @Test func aKeyValueRotationChangesNothing() async {
        struct ForcedLandscape: View {
            var body: some View {
                IdiomBranch().onAppear {
                    UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
                }
            }
        }
        let (result, log) = await record(ForcedLandscape(), on: "iphone-15")
        #expect(result.outcome == .stable)
        #expect(UIDevice.current.value(forKey: "orientation") == nil)
        #expect(log.finalPass(step: 0)?.node(named: "phone")?.frame.size == CGSize(width: 100, height: 10))
    }

    @Test func theKeyWindowHasTheProfilesSafeArea() async {
        let (_, log) = await record(NotchPadding(), on: "iphone-15")
        #expect(log.finalPass(step: 0)?.named("notch")?.frame.height == 59)
        let (_, landscape) = await record(NotchPadding(), timeline: [.launch(.landscape)], on: "iphone-15")
        #expect(landscape.finalPass(step: 0)?.named("notch")?.frame.height == 0)
    }

    @Test func uiKitColoursAreTheEnginesColours() {
        #expect(Color(.label) == Color.primary)
        #expect(Color(.secondaryLabel) == Color.secondary)
        #expect(Color(uiColor: .systemBlue) == Color.blue)
        #expect(Color(UIColor.systemBackground) == Color(uiColor: .systemBackground))
        // Drawn with UIKit's light values, whether SwiftUI names the colour or not.
        #expect(PaintColor(name: Color(.systemBackground).description).rgb.hex == "#ffffff")
        #expect(PaintColor(name: Color(.systemGray3).description).rgb.hex == "#c7c7cc")
        #expect(PaintColor(name: Color(.systemGroupedBackground).description).rgb.hex == "#f2f2f7")
        // UIKit's fixed colours are not the system palette: `.red` is pure red.
        #expect(PaintColor(name: Color(UIColor.red).description).rgb.hex == "#ff0000")
        let translucent = Color(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(translucent == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(Color(dynamic) == Color.white)
        #expect(Color(UIColor.label.withAlphaComponent(0.3)) == Color.primary.opacity(0.3))
    }

    @Test func uiFontsMeasureAsTheirSwiftUIFonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize == 15)
        let viaUIKit = LayoutEngine.layout(Text("Checkout").font(Font(UIFont.preferredFont(forTextStyle: .headline))), in: CGSize(width: 390, height: 844))
        let viaSwiftUI = LayoutEngine.layout(Text("Checkout").font(.headline), in: CGSize(width: 390, height: 844))
        #expect(viaUIKit.root.frame.size == viaSwiftUI.root.frame.size)
        // SF Pro's ascender and descender (1950 and 494 of 2048) at 17 points, as UIKit reports.
        #expect(abs(body.lineHeight - 2444.0 / 2048 * 17) < 0.001)
        #expect(abs(body.ascender + -body.descender - body.lineHeight) < 0.001)
    }

    @Test func uiImagesLayOutAtTheirSize() {
        Image.registerPlaceholder("avatar-large", size: CGSize(width: 64, height: 48))
        let image = UIImage(named: "avatar-large")!
        #expect(image.size == CGSize(width: 64, height: 48))
        let laidOut = LayoutEngine.layout(Image(uiImage: image), in: CGSize(width: 390, height: 844))
        #expect(laidOut.root.frame.size == CGSize(width: 64, height: 48))
        let symbol = LayoutEngine.layout(Image(uiImage: UIImage(systemName: "star.fill")!), in: CGSize(width: 390, height: 844))
        #expect(symbol.root.frame.width == symbol.root.frame.height)
        #expect(symbol.root.frame.width > 0)
        let resized = LayoutEngine.layout(Image(uiImage: image).resizable().frame(width: 32, height: 32), in: CGSize(width: 390, height: 844))
        #expect(resized.nodes.first { $0.kind == "Image" }?.frame.size == CGSize(width: 32, height: 32))
    }

    @Test func actionsThatCallUIKitAreAccepted() async {
        struct Controls: View {
            @State private var taps = 0
            var body: some View {
                Button("Share") {
                    UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    UIApplication.shared.open(URL(string: "https://example.com")!)
                    UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
                    UIPasteboard.general.string = "copied"
                    taps += 1
                }
                .accessibilityIdentifier("share")
            }
        }
        let (result, log) = await record(Controls(), timeline: [.launch(.portrait), .tap("share")])
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 1)?.state("taps") == "1")
        #expect(UIPasteboard.general.string == "copied")
    }

    @Test func theHostingControllerSizesItsView() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 40))
        #expect(controller.sizeThatFits(in: CGSize(width: 390, height: CGFloat.infinity)) == CGSize(width: 120, height: 40))
    }
}
#endif

#if os(Linux)
// A component library's platform switch: Linux takes the iOS branch, and `import SwiftUI` alone
// brings UIKit, as on iOS.
#if os(macOS)
typealias PlatformColor = NSColor
#else
typealias PlatformColor = UIColor
#endif

struct PlatformSwatch: View {
    var body: some View {
        Color(PlatformColor.secondarySystemBackground)
            .accessibilityIdentifier("swatch")
            .frame(width: UIScreen.main.bounds.width / 2, height: 20)
    }
}

@Suite struct PlatformSwitchTests {
    @Test func theElseBranchOfOsMacOSFindsUIKit() async {
        let (_, log) = await record(PlatformSwatch(), on: "iphone-se-3")
        #expect(log.finalPass(step: 0)?.named("swatch")?.frame.width == 187.5)
        #expect(log.finalPass(step: 0)?.named("swatch")?.paint?.fill?.name == "secondarySystemBackground")
    }
}
#endif
