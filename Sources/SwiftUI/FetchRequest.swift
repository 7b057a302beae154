// SwiftUI's side of Core Data: Apple declares `@FetchRequest` and `FetchedResults` in SwiftUI,
// whose module imports CoreData without re-exporting it, so a file that says `import SwiftUI`
// alone can use them (and a file that names `NSManagedObject` imports CoreData too).
import CoreData
import LayoutLab

/// `@FetchRequest`: the objects of a fetch from the environment's `managedObjectContext`;
/// none, the store being empty (Sources/CoreData/CoreData.swift).
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    public let fetchRequest: NSFetchRequest<Result>

    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(results: (try? context.fetch(fetchRequest)) ?? [])
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        self.fetchRequest = fetchRequest
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.fetchRequest = fetchRequest
    }

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.entityName = entity.name
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.fetchRequest = request
    }
}

extension FetchRequest where Result: NSManagedObject {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: [], predicate: predicate, animation: animation)
    }
}

/// The objects a `@FetchRequest` found, as a collection.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let results: [Result]

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }
}
