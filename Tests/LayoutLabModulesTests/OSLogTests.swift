#if os(Linux)
// `import OSLog` as app code writes it: a `Logger` in a view model, and the log read back through
// `OSLogStore` as a debug screen does.
import Foundation
import OSLog
import Testing

/// A view model that logs as an app's does, through `import OSLog` alone.
private struct CartLogging {
    static let logger = Logger(subsystem: "test.oslog.cart", category: "cart")

    func add(_ item: String, quantity: Int) {
        Self.logger.info("added \(quantity) × \(item, privacy: .public)")
        if quantity > 9 { Self.logger.warning("large order: \(quantity)") }
        Self.logger.notice("cart saved")
        Self.logger.fault("checksum mismatch")
    }
}

@Suite struct OSLogTests {
    @Test func theProcessStoreReadsBackWhatALoggerWrote() throws {
        let start = Date()
        CartLogging().add("Apples", quantity: 12)

        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(date: start))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "test.oslog.cart" }
        #expect(entries.map(\.composedMessage) == [
            "added 12 × Apples", "large order: 12", "cart saved", "checksum mismatch",
        ])
        #expect(entries.map(\.level) == [.info, .error, .notice, .fault])
        #expect(entries.allSatisfy { $0.category == "cart" && $0.processIdentifier == getpid() })

        let newestFirst = try store.getEntries(with: .reverse, at: store.position(date: start))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == "test.oslog.cart" }
        #expect(newestFirst.map(\.composedMessage).first == "checksum mismatch")
    }

    @Test func aPositionAfterTheNewestEntryReadsNothingOfOlderOnes() throws {
        Logger(subsystem: "test.oslog.position", category: "a").error("old")
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let later = store.position(date: Date().addingTimeInterval(60))
        let read = try store.getEntries(at: later).compactMap { $0 as? OSLogEntryLog }
        #expect(!read.contains { $0.subsystem == "test.oslog.position" })
    }

    @Test func theSystemStoreIsNotAnApp_s() {
        #expect(throws: NSError.self) { try OSLogStore(scope: .system) }
        #expect(throws: NSError.self) { try OSLogStore.local() }
    }
}
#endif
