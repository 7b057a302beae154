// UIKit's responders (views, controllers, the application) are `NSObject`s on Apple's platforms,
// and so `Equatable` and `Hashable` by identity (`isEqual(_:)` and `hash` are the object's
// address unless a class overrides them, and UIKit's responders do not). Code compares them so:
// `navigationController.visibleViewController == navigationController.viewControllers.first`.
extension UIResponder: Equatable, Hashable {
    public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
