#if os(Linux)
// A SwiftData screen as apps write one: a `@Model` class, `@Query` in a view, the container from
// `.modelContainer`, and the context from the environment.
import Foundation
import LayoutLab
import SwiftData
import SwiftUI
import Testing

@Model
final class Trip {
    @Attribute(.unique) var name: String
    var nights: Int
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []
    @Transient var isExpanded = false

    init(name: String, nights: Int) {
        self.name = name
        self.nights = nights
    }
}

@Model
final class Stop {
    var city: String
    init(city: String) { self.city = city }
}

struct TripList: View {
    @Query(filter: #Predicate<Trip> { $0.nights > 1 }, sort: \Trip.name) private var trips: [Trip]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack(spacing: 0) {
            ForEach(trips) { trip in
                Text(trip.name).frame(height: 20).accessibilityIdentifier(trip.name)
            }
        }
    }
}

/// Xcode's SwiftData template: a bare `@Query`, and a memberwise initialiser that leaves it out.
struct TripCount: View {
    @Query private var trips: [Trip]
    @Query(sort: \.nights, order: .reverse) private var longestFirst: [Trip]
    let title: String

    var body: some View {
        VStack {
            Text(title)
            // Ten points a trip; the longest trip names the bar.
            Color.blue.frame(width: CGFloat(10 * trips.count), height: 4)
                .accessibilityIdentifier("longest-" + (longestFirst.first?.name ?? "none"))
        }
    }
}

@Suite struct SwiftDataTests {
    @Test func aContextFetchesWhatWasInsertedThroughPredicateAndSort() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        for (name, nights) in [("Rome", 3), ("Oslo", 1), ("Kyoto", 5)] {
            context.insert(Trip(name: name, nights: nights))
        }
        let long = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.nights > 1 }, sortBy: [SortDescriptor(\.name)]))
        #expect(long.map(\.name) == ["Kyoto", "Rome"])
        var first = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.nights, order: .reverse)])
        first.fetchLimit = 1
        #expect(try context.fetch(first).map(\.name) == ["Kyoto"])
        #expect(try context.fetch(FetchDescriptor<Stop>()).isEmpty)
        context.delete(long[0])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
    }

    @Test func aQueryShowsTheContainersMatchingObjects() async throws {
        let container = try ModelContainer(for: Trip.self)
        container.mainContext.insert(Trip(name: "Rome", nights: 3))
        container.mainContext.insert(Trip(name: "Oslo", nights: 1))
        container.mainContext.insert(Trip(name: "Kyoto", nights: 5))
        let (result, log) = await record(TripList().modelContainer(container))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "Oslo") == nil)
        let kyoto = try #require(pass.node(named: "Kyoto")), rome = try #require(pass.node(named: "Rome"))
        #expect(kyoto.frame.minY + 20 == rome.frame.minY)
    }

    @Test func aBareQueryFetchesEveryObjectOfItsModel() async throws {
        let container = try ModelContainer(for: Trip.self)
        for (name, nights) in [("Rome", 3), ("Oslo", 1), ("Kyoto", 5)] {
            container.mainContext.insert(Trip(name: name, nights: nights))
        }
        let (result, log) = await record(TripCount(title: "Trips").modelContainer(container))
        #expect(result.outcome == .stable)
        let bar = try #require(log.finalPass(step: 0)?.node(named: "longest-Kyoto"))
        #expect(bar.frame.width == 30)
    }

    @Test func withoutAContainerAQueryIsEmpty() async throws {
        let (result, log) = await record(TripList().modelContainer(for: Trip.self, inMemory: true))
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.nodes.contains { $0.kind == "Text" } == false)
    }

    @Test func modelsCompareByIdentity() {
        let a = Trip(name: "Rome", nights: 3), b = Trip(name: "Rome", nights: 3)
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
#endif
