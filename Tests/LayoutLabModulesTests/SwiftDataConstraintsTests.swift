#if os(Linux)
// iOS 18's `#Unique` and `#Index` in a model's body, as apps write them. With no store they
// constrain nothing (docs/supported-api.md, "SwiftData"); the model stays a model.
import SwiftData
import SwiftUI
import Testing

@Model
final class Writer {
    #Unique<Writer>([\.firstName, \.lastName], [\.email])
    #Index<Writer>([\.lastName], [\.firstName, \.lastName])
    var firstName: String
    var lastName: String
    var email: String

    init(firstName: String, lastName: String, email: String) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
    }
}

@Suite struct SwiftDataConstraintsTests {
    @Test func aModelWithConstraintsIsStillAModel() throws {
        let container = try ModelContainer(for: Writer.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Writer(firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
        container.mainContext.insert(Writer(firstName: "Alan", lastName: "Turing", email: "alan@example.com"))
        let sorted = try container.mainContext.fetch(FetchDescriptor<Writer>(sortBy: [SortDescriptor(\.lastName, order: .reverse)]))
        #expect(sorted.map(\.firstName) == ["Alan", "Ada"])
    }
}
#endif

