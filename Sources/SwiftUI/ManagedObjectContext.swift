// `@Environment(\.managedObjectContext)`: Apple's SwiftUI declares the key itself (Apple,
// "managedObjectContext"), so it resolves in a file that imports SwiftUI only.
import CoreData
import LayoutLab

private struct ManagedObjectContextKey: EnvironmentKey {
    /// No context set: one with nothing behind it, as every context here is.
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
