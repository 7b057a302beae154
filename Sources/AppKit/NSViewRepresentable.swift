@_spi(Platform) @_spi(MainActorBridge) import LayoutLab
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

    public nonisolated var body: Never { fatalError("\(Self.self) is an NSViewRepresentable; it has no body") }

    public nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
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

    public nonisolated var body: Never { fatalError("\(Self.self) is an NSViewControllerRepresentable; it has no body") }

    public nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
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

/// The engine's handle on a representable's view. Its methods are main-actor code, as SwiftUI
/// declares them, called from the case's thread through LayoutLab's `MainActorBridge`.
final class RepresentedNSView<Representable: NSViewRepresentable>: _PlatformViewHost {
    private var representable: Representable
    private var context: NSViewRepresentableContext<Representable>
    let view: Representable.NSViewType

    init(representable: Representable, environment: EnvironmentValues) {
        nonisolated(unsafe) let representable = representable
        self.representable = representable
        let coordinator = MainActorBridge.run { representable.makeCoordinator() }
        nonisolated(unsafe) let context = NSViewRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment
        )
        self.context = context
        view = MainActorBridge.run { representable.makeNSView(context: context) }
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        nonisolated(unsafe) let (representable, view, context) = (representable, view, context)
        MainActorBridge.run { representable.updateNSView(view, context: context) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        nonisolated(unsafe) let (representable, view, context) = (representable, view, context)
        return MainActorBridge.run { representable.sizeThatFits(proposal, nsView: view, context: context) }
    }

    var intrinsicContentSize: CGSize { view.intrinsicContentSize }

    func dismantle() {
        // The type is reached through the value: a metatype would be sent to the main actor.
        nonisolated(unsafe) let (representable, view, coordinator) = (representable, view, context.coordinator)
        MainActorBridge.run { type(of: representable).dismantleNSView(view, coordinator: coordinator) }
    }
}

final class RepresentedNSViewController<Representable: NSViewControllerRepresentable>: _PlatformViewHost {
    private var representable: Representable
    private var context: NSViewControllerRepresentableContext<Representable>
    let controller: Representable.NSViewControllerType

    init(representable: Representable, environment: EnvironmentValues) {
        nonisolated(unsafe) let representable = representable
        self.representable = representable
        let coordinator = MainActorBridge.run { representable.makeCoordinator() }
        nonisolated(unsafe) let context = NSViewControllerRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment
        )
        self.context = context
        controller = MainActorBridge.run { representable.makeNSViewController(context: context) }
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        nonisolated(unsafe) let (representable, controller, context) = (representable, controller, context)
        MainActorBridge.run { representable.updateNSViewController(controller, context: context) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        nonisolated(unsafe) let (representable, controller, context) = (representable, controller, context)
        return MainActorBridge.run { representable.sizeThatFits(proposal, nsViewController: controller, context: context) }
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
        // The type is reached through the value: a metatype would be sent to the main actor.
        nonisolated(unsafe) let (representable, controller, coordinator) = (representable, controller, context.coordinator)
        MainActorBridge.run { type(of: representable).dismantleNSViewController(controller, coordinator: coordinator) }
    }
}
