#if os(Linux)
// A repository as a model actor, as apps move SwiftData work off the main actor: `@ModelActor
// actor`, created with the app's container, inserting and fetching on its own context.
import Foundation
import SwiftData
import Testing

@Model
final class FocusSession {
    var minutes: Int
    init(minutes: Int) { self.minutes = minutes }
}

@ModelActor
actor FocusSessionRepository {
    func add(minutes: Int) throws {
        modelContext.insert(FocusSession(minutes: minutes))
        try modelContext.save()
    }

    func totalMinutes() throws -> Int {
        try modelContext.fetch(FetchDescriptor<FocusSession>()).reduce(0) { $0 + $1.minutes }
    }

    /// Whether the actor's code runs on its model executor (its serial queue), not on the caller's.
    func runsOnItsExecutor() -> Bool {
        (modelExecutor as? DefaultSerialModelExecutor) != nil && !Thread.isMainThread
    }
}

@Suite struct ModelActorTests {
    @Test func aModelActorWorksOnAContextOfItsOwn() async throws {
        let container = try ModelContainer(for: FocusSession.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let repository = FocusSessionRepository(modelContainer: container)
        try await repository.add(minutes: 25)
        try await repository.add(minutes: 5)
        #expect(try await repository.totalMinutes() == 30)
        #expect(await repository.runsOnItsExecutor())
        #expect(repository.modelContainer === container)
        // Its context is its own, not the container's main one.
        #expect(try container.mainContext.fetch(FetchDescriptor<FocusSession>()).isEmpty)
    }

    @Test func concurrentCallsRunOneAtATime() async throws {
        let container = try ModelContainer(for: FocusSession.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let repository = FocusSessionRepository(modelContainer: container)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for minutes in 1...50 { group.addTask { try await repository.add(minutes: minutes) } }
            try await group.waitForAll()
        }
        #expect(try await repository.totalMinutes() == 50 * 51 / 2)
    }
}
#endif
