@_spi(Platform) @_spi(MainActorBridge) import LayoutLab
import Foundation

/// A UIKit view in a SwiftUI layout (SwiftUI's protocol, declared here because it names
/// `UIView`; `import SwiftUI` brings it, as on iOS). The engine cannot draw the view: it lays it
/// out as a placeholder leaf named after the representable (`Layouts/ViewRepresentableRule.swift`),
/// of the size `sizeThatFits(_:uiView:context:)` gives, else the view's intrinsic size, an axis
/// without one taking the proposal. `makeCoordinator` and `makeUIView` run once, the first time
/// the view is built; `updateUIView` every time it is built (each pass); `dismantleUIView` when it
/// leaves the tree.
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public nonisolated var body: Never { fatalError("\(Self.self) is a UIViewRepresentable; it has no body") }

    public nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _PlatformViewHosting.append(
            Self.self, inputs: inputs, list: &list,
            make: { environment in
                RepresentedView(representable: view, environment: environment)
            },
            update: { host, environment in host.update(view, environment: environment) }
        )
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given: its coordinator, the environment where it is
/// built, and the transaction of the update (an empty one: animations are not modelled).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI layout, laid out as its view is (a representable of
/// it), or at its `preferredContentSize` when it has one and its view has no intrinsic size.
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }

    public nonisolated var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable; it has no body") }

    public nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _PlatformViewHosting.append(
            Self.self, inputs: inputs, list: &list,
            make: { environment in
                RepresentedController(representable: view, environment: environment)
            },
            update: { host, environment in host.update(view, environment: environment) }
        )
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// The engine's handle on a representable's view: made once, updated on every build. The
/// representable's methods are main-actor code, as SwiftUI declares them, called from the case's
/// thread through LayoutLab's `MainActorBridge`.
final class RepresentedView<Representable: UIViewRepresentable>: _PlatformViewHost {
    private var representable: Representable
    private var context: UIViewRepresentableContext<Representable>
    let view: Representable.UIViewType

    init(representable: Representable, environment: EnvironmentValues) {
        nonisolated(unsafe) let representable = representable
        self.representable = representable
        let coordinator = MainActorBridge.run { representable.makeCoordinator() }
        nonisolated(unsafe) let context = UIViewRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment
        )
        self.context = context
        view = MainActorBridge.run { representable.makeUIView(context: context) }
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        nonisolated(unsafe) let (representable, view, context) = (representable, view, context)
        MainActorBridge.run { representable.updateUIView(view, context: context) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        nonisolated(unsafe) let (representable, view, context) = (representable, view, context)
        return MainActorBridge.run { representable.sizeThatFits(proposal, uiView: view, context: context) }
    }

    var intrinsicContentSize: CGSize { view.intrinsicContentSize }

    func dismantle() {
        // The type is reached through the value: a metatype would be sent to the main actor.
        nonisolated(unsafe) let (representable, view, coordinator) = (representable, view, context.coordinator)
        MainActorBridge.run { type(of: representable).dismantleUIView(view, coordinator: coordinator) }
    }
}

/// The engine's handle on a representable's view controller.
final class RepresentedController<Representable: UIViewControllerRepresentable>: _PlatformViewHost {
    private var representable: Representable
    private var context: UIViewControllerRepresentableContext<Representable>
    let controller: Representable.UIViewControllerType

    init(representable: Representable, environment: EnvironmentValues) {
        nonisolated(unsafe) let representable = representable
        self.representable = representable
        let coordinator = MainActorBridge.run { representable.makeCoordinator() }
        nonisolated(unsafe) let context = UIViewControllerRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment
        )
        self.context = context
        controller = MainActorBridge.run { representable.makeUIViewController(context: context) }
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        nonisolated(unsafe) let (representable, controller, context) = (representable, controller, context)
        MainActorBridge.run { representable.updateUIViewController(controller, context: context) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
        nonisolated(unsafe) let (representable, controller, context) = (representable, controller, context)
        return MainActorBridge.run { representable.sizeThatFits(proposal, uiViewController: controller, context: context) }
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
        MainActorBridge.run { type(of: representable).dismantleUIViewController(controller, coordinator: coordinator) }
    }
}
