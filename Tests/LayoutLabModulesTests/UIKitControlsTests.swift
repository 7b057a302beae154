#if os(Linux)
// UIKit code that SwiftUI apps carry: a hosting controller in a UIKit navigation stack setting its
// bar items (the coordinator pattern), buttons and controls made with iOS 14 actions, stack views,
// search bars and the page controller of Apple's "Interfacing with UIKit" tutorial.
import SwiftUI
import Testing
import UIKit

/// A search bar wrapped for SwiftUI, as apps did before `searchable`.
struct WrappedSearchBar: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        bar.placeholder = "Search"
        bar.searchBarStyle = .minimal
        return bar
    }

    func updateUIView(_ bar: UISearchBar, context: Context) {
        bar.text = text
    }
}

/// A row of two switches in a stack view.
struct SwitchRow: UIViewRepresentable {
    func makeUIView(context: Context) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: [UISwitch(), UISwitch()])
        stack.spacing = 8
        return stack
    }

    func updateUIView(_ stack: UIStackView, context: Context) {}
}

@Suite struct UIKitControlsTests {
    /// A hosted screen finds its navigation controller through its parents and sets the bar:
    /// title, items with actions and menus, hiding the bar.
    @Test @MainActor func aHostedScreenSetsItsNavigationBar() throws {
        let screen = UIHostingController(rootView: Text("Home"))
        let navigation = UINavigationController(rootViewController: screen)
        #expect(screen.navigationController === navigation && UIViewController().navigationController == nil)
        screen.title = "Home"
        #expect(screen.navigationItem.title == "Home")
        var ran: [String] = []
        let add = UIAction(title: "Add", image: UIImage(systemName: "plus")) { ran.append($0.title) }
        let sort = UIAction(title: "Sort", attributes: .disabled) { ran.append($0.title) }
        let menu = UIMenu(title: "More", children: [sort, UIAction(title: "Share") { ran.append($0.title) }])
        screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(primaryAction: add), UIBarButtonItem(image: nil, menu: menu)]
        let items = try #require(screen.navigationItem.rightBarButtonItems)
        #expect(items.count == 2 && items[0].title == "Add" && screen.navigationItem.rightBarButtonItem === items[0])
        items[0].primaryAction?._perform()
        for case let action as UIAction in try #require(items[1].menu).children { action._perform() }
        #expect(ran == ["Add", "Share"])
        screen.navigationController?.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
    }

    /// The completion idiom: a push or pop wrapped in a Core Animation transaction is done at the
    /// outermost commit (nothing animates here), with nested blocks run then too.
    @Test func aTransactionsCompletionRunsAtTheOutermostCommit() {
        let root = UIViewController(), middle = UIViewController(), top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        var done: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("outer") }
        navigation.pushViewController(middle, animated: true)
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("inner") }
        navigation.pushViewController(top, animated: true)
        CATransaction.commit()
        #expect(done.isEmpty)
        CATransaction.commit()
        #expect(done == ["inner", "outer"])
        #expect(navigation.popToViewController(middle, animated: true)?.count == 1 && navigation.topViewController === middle)
        #expect(navigation.popToViewController(middle, animated: true) == nil && navigation.popToViewController(top, animated: true) == nil)
        CATransaction.setCompletionBlock { done.append("implicit") }
        CATransaction.flush()
        #expect(done.last == "implicit" && CATransaction.completionBlock() == nil)
    }

    /// A gradient view of a UIKit app: its layer keeps Apple's defaults and what is set; the
    /// colours are set again only when the light or dark style changes.
    @Test func aGradientLayerKeepsItsStopsAndStyleChangesAreTold() {
        let layer = CAGradientLayer()
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1) && layer.type == .axial)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.locations = [0, 0.7]
        let copy = CAGradientLayer(layer: layer)
        #expect(copy.colors?.count == 2 && copy.locations == [0, 0.7])
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(light.hasDifferentColorAppearance(comparedTo: dark) && light.hasDifferentColorAppearance(comparedTo: nil))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// A button's iOS 14 action runs for its events and not for others; its size follows its title.
    @Test func aButtonRunsItsActionAndSizesToItsTitle() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1 && button.currentTitle == "Go")
        let short = button.intrinsicContentSize
        button.setTitle("Go somewhere far away", for: .normal)
        let long = button.intrinsicContentSize
        #expect(long.width > short.width && long.height == short.height && short.height >= 30)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go somewhere far away"
        button.configuration = configuration
        let configured = button.intrinsicContentSize
        #expect(configured.width == long.width + 24 && configured.height == button.titleLabel!.intrinsicContentSize.height + 14)
    }

    @Test func aTextFieldIsAControlThatSendsEditingActions() {
        let field = UITextField(frame: .zero)
        var edits: [String?] = []
        field.addAction(UIAction { action in edits.append((action.sender as? UITextField)?.text) }, for: .editingChanged)
        field.text = "abc"
        field.sendActions(for: .editingChanged)
        #expect(edits == ["abc"])
    }

    /// A stack view's intrinsic size is its arranged views' along its axis with the spacing, the
    /// largest across it; a view without an intrinsic length gives it none.
    @Test func aStackViewSizesFromItsArrangedViews() {
        let first = UISwitch(), second = UISwitch()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 8
        #expect(stack.intrinsicContentSize == CGSize(width: 110, height: 31))
        stack.axis = .vertical
        stack.setCustomSpacing(20, after: first)
        #expect(stack.intrinsicContentSize == CGSize(width: 51, height: 82))
        second.isHidden = true
        #expect(stack.intrinsicContentSize == CGSize(width: 51, height: 31))
        stack.addArrangedSubview(UIView())
        #expect(stack.intrinsicContentSize.height == UIView.noIntrinsicMetric && stack.subviews.count == 3)
    }

    /// Wrapped for SwiftUI, a stack view and a search bar lay out at their intrinsic sizes.
    @Test @MainActor func wrappedControlsLayOutAtTheirIntrinsicSizes() async throws {
        let (_, log) = await record(VStack {
            WrappedSearchBar(text: .constant("milk")).accessibilityIdentifier("search")
            SwitchRow().accessibilityIdentifier("switches")
        })
        let pass = try #require(log.finalPass(step: 0))
        #expect(try #require(pass.node(named: "search")).frame.height == 44)
        #expect(try #require(pass.node(named: "switches")).frame.size == CGSize(width: 110, height: 31))
    }

    /// The tutorial's page controller: pages are set by code; the data source is asked by code.
    @Test func aPageControllerShowsThePagesItIsGiven() {
        final class Pages: NSObject, UIPageViewControllerDataSource {
            let controllers = [UIViewController(), UIViewController(), UIViewController()]
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                controllers.firstIndex(of: viewController).flatMap { $0 > 0 ? controllers[$0 - 1] : nil }
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                controllers.firstIndex(of: viewController).flatMap { $0 + 1 < controllers.count ? controllers[$0 + 1] : nil }
            }
        }
        let pages = Pages()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        var finished = false
        controller.setViewControllers([pages.controllers[1]], direction: .forward, animated: true) { finished = $0 }
        #expect(finished && controller.viewControllers?.first === pages.controllers[1] && pages.controllers[1].parent === controller)
        let after = controller.dataSource?.pageViewController(controller, viewControllerAfter: pages.controllers[1])
        #expect(after === pages.controllers[2] && controller.dataSource?.presentationCount(for: controller) == 0)
        controller.setViewControllers([pages.controllers[0]], direction: .reverse, animated: false)
        #expect(pages.controllers[1].parent == nil)
    }
}
#endif
