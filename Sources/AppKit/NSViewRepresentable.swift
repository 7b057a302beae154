@_spi(Platform) import LayoutLab
import Foundation

/// An AppKit view in a SwiftUI layout, laid out as `UIViewRepresentable` is (in the `UIKit`
/// module): a placeholder leaf named after the representable, of the size
/// `sizeThatFits(_:nsView:context:)` gives, else the view's intrinsic size, an axis without one
/// taking the proposal (`Layouts/ViewRepresentableRule.swift`).
public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>

    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }

    public var body: Never { fatalError("\(Self.self) is an NSViewRepresentable; it has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _PlatformViewHosting.append(
            Self.self, inputs: inputs, list: &list,
            make: { RepresentedNSView(representable: view, environment: $0) },
            update: { host, environment in host.update(view, environment: environment) }
        )
    }
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// An AppKit view controller in a SwiftUI layout, laid out as its view, or at its
/// `preferredContentSize` on an axis where the view has no intrinsic size.
public protocol NSViewControllerRepresentable: View where Body == Never {
    associatedtype NSViewControllerType: NSViewController
    associatedtype Coordinator = Void
    typealias Context = NSViewControllerRepresentableContext<Self>

    func makeNSViewController(context: Context) -> NSViewControllerType
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize?
}

extension NSViewControllerRepresentable {
    public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(
        _ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context
    ) -> CGSize? { nil }

    public var body: Never { fatalError("\(Self.self) is an NSViewControllerRepresentable; it has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _PlatformViewHosting.append(
            Self.self, inputs: inputs, list: &list,
            make: { RepresentedNSViewController(representable: view, environment: $0) },
            update: { host, environment in host.update(view, environment: environment) }
        )
    }
}

extension NSViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

final class RepresentedNSView<Representable: NSViewRepresentable>: _PlatformViewHost {
    private var representable: Representable
    private var context: NSViewRepresentableContext<Representable>
    let view: Representable.NSViewType

    init(representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context = NSViewRepresentableContext(
            coordinator: representable.makeCoordinator(), transaction: Transaction(), environment: environment
        )
        view = representable.makeNSView(context: context)
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        representable.updateNSView(view, context: context)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        representable.sizeThatFits(proposal, nsView: view, context: context)
    }

    var intrinsicContentSize: CGSize { view.intrinsicContentSize }

    func dismantle() {
        Representable.dismantleNSView(view, coordinator: context.coordinator)
    }
}

final class RepresentedNSViewController<Representable: NSViewControllerRepresentable>: _PlatformViewHost {
    private var representable: Representable
    private var context: NSViewControllerRepresentableContext<Representable>
    let controller: Representable.NSViewControllerType

    init(representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context = NSViewControllerRepresentableContext(
            coordinator: representable.makeCoordinator(), transaction: Transaction(), environment: environment
        )
        controller = representable.makeNSViewController(context: context)
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        representable.updateNSViewController(controller, context: context)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        representable.sizeThatFits(proposal, nsViewController: controller, context: context)
    }

    var intrinsicContentSize: CGSize {
        let intrinsic = controller.view.intrinsicContentSize
        let preferred = controller.preferredContentSize
        return CGSize(
            width: intrinsic.width < 0 && preferred.width > 0 ? preferred.width : intrinsic.width,
            height: intrinsic.height < 0 && preferred.height > 0 ? preferred.height : intrinsic.height
        )
    }

    func dismantle() {
        Representable.dismantleNSViewController(controller, coordinator: context.coordinator)
    }
}
