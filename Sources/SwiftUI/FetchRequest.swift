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
        FetchedResults(results: (try? context.fetch(fetchRequest)) ?? [], request: fetchRequest)
    }

    /// `$items`: the request's configuration, which a view changes to search or re-sort.
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let request = fetchRequest
        return Binding(
            get: { Configuration(request: request) },
            set: { request.predicate = $0.nsPredicate; request.sortDescriptors = $0.nsSortDescriptors }
        )
    }

    /// The predicate and sort order of a fetch, as `$items` exposes them.
    public struct Configuration {
        public var nsPredicate: NSPredicate?
        public var nsSortDescriptors: [NSSortDescriptor]

        init(request: NSFetchRequest<Result>) {
            nsPredicate = request.predicate
            nsSortDescriptors = request.sortDescriptors ?? []
        }
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

/// The objects a `@FetchRequest` found, as a collection. Setting its predicate or sort order
/// changes the request the next fetch makes (a search field's filter), as Apple's does.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection, _FetchedFromRequest {
    let results: [Result]
    let request: NSFetchRequest<Result>
    public var _request: NSFetchRequest<Result> { request }

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }

}

/// `@SectionedFetchRequest`: the objects of a fetch grouped into sections by a key path; none,
/// the store being empty, so no section.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    public let fetchRequest: NSFetchRequest<Result>
    private let sectionIdentifier: (Result) -> SectionIdentifier

    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        SectionedFetchResults(objects: (try? context.fetch(fetchRequest)) ?? [], request: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        self.fetchRequest = fetchRequest
        self.sectionIdentifier = { $0[keyPath: sectionIdentifier] }
    }

    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.entityName = entity.name
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: [], predicate: predicate, animation: animation)
    }
}

/// A sectioned fetch's sections, in the order their first objects come.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection, _FetchedFromRequest {
    public struct Section: RandomAccessCollection, Identifiable {
        public let id: SectionIdentifier
        let objects: [Result]
        public var startIndex: Int { objects.startIndex }
        public var endIndex: Int { objects.endIndex }
        public subscript(position: Int) -> Result { objects[position] }
    }

    let sections: [Section]
    let request: NSFetchRequest<Result>
    public var _request: NSFetchRequest<Result> { request }

    init(objects: [Result], request: NSFetchRequest<Result>, sectionIdentifier: (Result) -> SectionIdentifier) {
        var order: [SectionIdentifier] = []
        var grouped: [SectionIdentifier: [Result]] = [:]
        for object in objects {
            let id = sectionIdentifier(object)
            if grouped[id] == nil { order.append(id) }
            grouped[id, default: []].append(object)
        }
        sections = order.map { Section(id: $0, objects: grouped[$0] ?? []) }
        self.request = request
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }

}

/// Results that change the request behind them: a search field's filter or a new sort order
/// applies to the next fetch, as Apple's `nsPredicate` and `nsSortDescriptors` do.
public protocol _FetchedFromRequest {
    associatedtype Result: NSFetchRequestResult
    var _request: NSFetchRequest<Result> { get }
}

extension _FetchedFromRequest {
    public var nsPredicate: NSPredicate? {
        get { _request.predicate }
        nonmutating set { _request.predicate = newValue }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { _request.sortDescriptors ?? [] }
        nonmutating set { _request.sortDescriptors = newValue }
    }
}
