#if os(Linux)
// What a SwiftUI wrapper of `UITabBarController` sets up, and colours taken apart into their
// components, as colour helpers in apps do.
import SwiftUI
import Testing
import UIKit

final class TabSelection: UITabBarControllerDelegate {
    var selected: [Int] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(tabBarController.selectedIndex)
    }
}

@Suite(.serialized) struct UIKitTailTests {
    @Test func aTabBarControllerKeepsItsTabsItemsAndSelection() {
        let first = UIHostingController(rootView: AnyView(Text("One")))
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "circle"), selectedImage: nil)
        let second = UIViewController()
        second.title = "Two"
        let controller = UITabBarController()
        let delegate = TabSelection()
        controller.delegate = delegate
        controller.viewControllers = [first, second]
        controller.selectedIndex = 1
        #expect(controller.tabBar.items?.map(\.title) == ["One", "Two"])
        #expect(controller.tabBar.selectedItem == second.tabBarItem)
        #expect(controller.selectedViewController === second && second.parent === controller)
        // Out of range: ignored.
        controller.selectedIndex = 5
        #expect(controller.selectedIndex == 1)
        controller.viewControllers![0].tabBarItem.badgeValue = "3"
        #expect(first.tabBarItem.badgeValue == "3")
        #expect(first.tabBarItem != second.tabBarItem)
        controller.delegate?.tabBarController(controller, didSelect: second)
        #expect(delegate.selected == [1])
    }

    @Test func anAppearanceCopyIsIndependentAndTheProxySeedsNewBars() {
        let bar = UITabBar()
        let appearance = bar.standardAppearance.copy()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.normal.iconColor = .gray
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        #expect(bar.standardAppearance.stackedLayoutAppearance.normal.iconColor == nil)
        #expect(bar.standardAppearance.backgroundColor == nil && appearance.backgroundColor == .systemBackground)
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .gray)
        appearance.configureWithTransparentBackground()
        #expect(appearance.shadowColor == .clear)

        UITabBar.appearance().unselectedItemTintColor = .red
        defer { UITabBar.appearance().unselectedItemTintColor = nil }
        #expect(UITabBar().unselectedItemTintColor == .red)
    }

    /// `UINavigationBar.appearance()` in an app's `init()`: bars made afterwards start from it,
    /// and a navigation controller's bar is one of them.
    @Test func theNavigationBarProxySeedsNewBars() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .orange
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.scrollEdgeAppearance?.largeTitleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.standardAppearance !== appearance, "a copy, as Apple's bars take")
        #expect(bar.tintColor == .orange)
        UINavigationBar.appearance().tintColor = UIColor.tintColor

        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(UITableView.appearance() === UITableView.appearance() && UITableView.appearance().backgroundColor == .clear)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(UIScrollView.appearance() !== UITableView.appearance(), "one proxy per class")
    }

    /// Orientation locks as apps write them: the mask, the delegate, the scene's request.
    @Test func anOrientationLockIsAcceptedAndTheTimelineDecides() {
        final class Delegate: UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
        }
        #expect(UIInterfaceOrientationMask.all.contains(.landscape) && !UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(Delegate().application(.shared, supportedInterfaceOrientationsFor: nil) == .portrait)
        #expect(Delegate().application(.shared, didFinishLaunchingWithOptions: nil))
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let before = scene?.interfaceOrientation
        var failed = false
        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { _ in failed = true }
        #expect(!failed && scene?.interfaceOrientation == before)
        #expect(UIFont.familyNames.isEmpty && UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
        #expect(Color.red.cgColor.map { Color(cgColor: $0) } == Color.red)
    }

    @Test func aNavigationStackPopsToItsRoot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.viewControllers.count == 3 && navigation.visibleViewController !== root)
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        #expect(navigation.visibleViewController === root && navigation.popViewController(animated: true) == nil)
    }

    /// A coordinator as navigation delegate (the coordinator pattern): told each controller that
    /// comes on top, pushed, popped or set, and not kept alive by the controller.
    @Test func theNavigationDelegateIsToldWhatComesOnTop() {
        final class Shown: NSObject, UINavigationControllerDelegate {
            var will: [UIViewController] = [], did: [UIViewController] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                will.append(viewController)
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                did.append(viewController)
            }
        }
        let root = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let shown = Shown()
        navigation.delegate = shown
        navigation.pushViewController(pushed, animated: true)
        navigation.popViewController(animated: true)
        navigation.setViewControllers([root], animated: false)
        #expect(shown.will.map(ObjectIdentifier.init) == [ObjectIdentifier(pushed), ObjectIdentifier(root)])
        #expect(shown.did.map(ObjectIdentifier.init) == shown.will.map(ObjectIdentifier.init))
        weak var gone: Shown?
        do {
            let temporary = Shown()
            gone = temporary
            navigation.delegate = temporary
        }
        #expect(gone == nil && navigation.delegate == nil)
    }

    @Test func aScrollViewScrollsTheLeastThatShowsARect() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 350))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: true)
        #expect(scroll.contentOffset == .zero)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 1, height: 1), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
    }

    /// A shape that rounds some corners through UIKit, as apps write one.
    struct RoundedCorner: Shape {
        var radius: CGFloat = 12
        var corners: UIRectCorner = [.topLeft, .topRight]

        func path(in rect: CGRect) -> Path {
            Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
        }
    }

    @Test func aBezierPathBecomesTheSamePathAndKeepsItsBounds() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        var expected = Path()
        expected.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12), style: .circular)
        #expect(RoundedCorner().path(in: rect) == expected)
        #expect(RoundedCorner(corners: .allCorners).path(in: rect) != expected)

        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 10, y: 10))
        bezier.addLine(to: CGPoint(x: 50, y: 10))
        bezier.addQuadCurve(to: CGPoint(x: 50, y: 60), controlPoint: CGPoint(x: 80, y: 30))
        bezier.close()
        #expect(bezier.bounds == CGRect(x: 10, y: 10, width: 70, height: 50))
        #expect(bezier.cgPath.boundingBox == bezier.bounds)
        var drawn = Path()
        drawn.move(to: CGPoint(x: 10, y: 10))
        drawn.addLine(to: CGPoint(x: 50, y: 10))
        drawn.addQuadCurve(to: CGPoint(x: 50, y: 60), control: CGPoint(x: 80, y: 30))
        drawn.closeSubpath()
        #expect(Path(bezier.cgPath) == drawn)
        // A CGMutablePath converts segment for segment too.
        let mutable = CGMutablePath()
        mutable.move(to: CGPoint(x: 10, y: 10))
        mutable.addLine(to: CGPoint(x: 50, y: 10))
        mutable.addQuadCurve(to: CGPoint(x: 50, y: 60), control: CGPoint(x: 80, y: 30))
        mutable.closeSubpath()
        #expect(Path(mutable) == drawn)
    }

    @Test func aShapeThroughUIKitLaysOutAsAnyShape() async throws {
        let view = RoundedCorner().fill(Color.blue).frame(height: 80).accessibilityIdentifier("bar")
        let (result, log) = await record(view)
        #expect(result.outcome == .stable)
        let bar = try #require(log.finalPass(step: 0)?.node(named: "bar"))
        #expect(bar.frame.height == 80 && bar.frame.width > 300)
    }

    @Test func coloursGiveTheirComponentsHueAndWhite() {
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(b - 0.6) < 1e-9 && abs(a - 0.5) < 1e-9)

        var (h, s, v) = (CGFloat(0), CGFloat(0), CGFloat(0))
        // Orange (1, 0.5, 0): a twelfth of the turn, fully saturated and bright.
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 1.0 / 12) < 1e-9 && s == 1 && v == 1)
        // HSB and back: the components a colour was made from.
        UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.6) < 1e-6 && abs(s - 0.5) < 1e-6 && abs(v - 0.8) < 1e-6)
        // systemBlue is iOS's light-appearance #007aff (Human Interface Guidelines).
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(r == 0 && abs(g - 122.0 / 255) < 1e-9 && b == 1)

        var white = CGFloat(0)
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil) && white == 0.25)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
    }
}
#endif

#if os(Linux)
import SwiftUI
import Testing
import UIKit

/// A multi-line editor as apps wrap `UITextView`: the coordinator is the text view's delegate and
/// limits its length; the field is configured for e-mail. What the app sets is kept, and a
/// delegate's methods the app leaves out answer as UIKit's do.
struct NotesEditor: UIViewRepresentable {
    @Binding var text: String

    final class Coordinator: NSObject, UITextViewDelegate, UITextFieldDelegate {
        var changes = 0
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            (textView.text ?? "").count + text.count <= 10
        }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        view.textContainer.lineFragmentPadding = 0
        view.dataDetectorTypes = [.link, .phoneNumber]
        view.returnKeyType = .done
        view.autocapitalizationType = .none
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) { view.text = text }
}

@Suite struct UIKitTextInputTests {
    @Test func aTextViewKeepsItsSettingsAndItsDelegateAnswers() {
        let coordinator = NotesEditor.Coordinator()
        let view = UITextView()
        view.delegate = coordinator
        view.attributedText = NSAttributedString(string: "Milk")
        #expect(view.text == "Milk")
        #expect(coordinator.textView(view, shouldChangeTextIn: NSRange(location: 4, length: 0), replacementText: ", eggs"))
        #expect(!coordinator.textView(view, shouldChangeTextIn: NSRange(location: 4, length: 0), replacementText: ", eggs, bread"))
        // Left out by the app: UIKit's defaults.
        #expect(coordinator.textViewShouldBeginEditing(view) && coordinator.viewForZooming(in: view) == nil)
        let field = UITextField(frame: .zero)
        field.clearButtonMode = .whileEditing
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        #expect(field.clearButtonMode == .whileEditing && field.keyboardType == .emailAddress)
        #expect(coordinator.textFieldShouldReturn(field))
        let scroll = UIScrollView()
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(5, animated: true)
        #expect(scroll.zoomScale == 3)
    }

    @Test @MainActor func theEditorLaysOutAsATextView() async throws {
        let (_, log) = await record(NotesEditor(text: .constant("Milk")).frame(height: 120).accessibilityIdentifier("editor"))
        let pass = try #require(log.finalPass(step: 0))
        #expect(try #require(pass.node(named: "editor")).frame.height == 120)
    }
}
#endif

#if os(Linux)
import Testing
import UIKit
import UniformTypeIdentifiers

/// A file importer as apps wrap `UIDocumentPickerViewController`: the coordinator hears the files
/// a test picks, or the cancel; a delegate that implements only the one-file method still hears it.
@Suite struct DocumentPickerTests {
    final class Picked: NSObject, UIDocumentPickerDelegate {
        var urls: [URL] = []
        var cancelled = false
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { self.urls = urls }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled = true }
    }

    final class OneFile: UIDocumentPickerDelegate {
        var url: URL?
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { self.url = url }
    }

    @Test func aPickerTellsItsDelegateWhatWasPicked() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image, .json], asCopy: true)
        let picked = Picked()
        picker.delegate = picked
        picker.allowsMultipleSelection = true
        #expect(picker.contentTypes == [.image, .json] && picker.asCopy)
        let files = [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.json")]
        picker._pick(files)
        #expect(picked.urls == files)
        picker._cancel()
        #expect(picked.cancelled)
        let single = OneFile()
        let exporter = UIDocumentPickerViewController(forExporting: [files[0]])
        exporter.delegate = single
        exporter._pick(files)
        #expect(single.url == files[0] && exporter.exportedURLs == [files[0]] && exporter.contentTypes.isEmpty)
    }
}
#endif
