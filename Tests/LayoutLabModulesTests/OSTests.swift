#if os(Linux)
// Unified logging and the unfair lock as app code uses them (`import os`), and what reached the log.
import Foundation
@_spi(ProcessLog) import os
import Testing

private struct SyncError: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@Suite struct OSTests {
    /// This test's messages, by their subsystem (tests run side by side).
    private func messages(of subsystem: String) -> [ProcessLog.Entry] {
        ProcessLog.shared.snapshot.filter { $0.subsystem == subsystem }
    }

    @Test func aLoggerRedactsDynamicValuesUnlessTheyArePublic() {
        let logger = Logger(subsystem: "test.redaction", category: "net")
        let name = "Ada", count = 42, url = URL(string: "https://example.com/list")!
        logger.debug("Fetching \(url) for \(name, privacy: .public)")
        logger.info("\(count) rows, \(2.5, format: .fixed(precision: 2)), cached: \(true), \(UInt8(7))")
        logger.error("failed: \(SyncError()) \(name, privacy: .private(mask: .hash))")
        logger.log(level: .fault, "type \(String.self, privacy: .public) hex \(255, format: .hex(includePrefix: true), align: .right(columns: 6))")

        let logged = messages(of: "test.redaction")
        #expect(logged.map(\.composedMessage) == [
            "Fetching <private> for Ada",
            "42 rows, 2.50, cached: true, 7",
            "failed: <private> <private>",
            "type String hex   0xff",
        ])
        #expect(logged.map(\.level) == [.debug, .info, .error, .fault])
        #expect(logged.allSatisfy { $0.category == "net" })
    }

    @Test func osLogFormatsPrintfStyleWithItsPrivacyAnnotations() {
        let log = OSLog(subsystem: "test.printf", category: "ui")
        os_log("loaded %d items for %@ (%{public}@) %{private}d%%", log: log, type: .info, 3, "Bob" as NSString, "list" as NSString, 7)
        os_log(.error, log: log, "new form \(5)")
        os_log("dropped", log: .disabled, type: .error)
        #expect(messages(of: "test.printf").map(\.composedMessage) == [
            "loaded 3 items for <private> (list) <private>%", "new form 5",
        ])
    }

    @Test func theUnfairLocksExcludeEachOther() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8_000)

        // The C lock, used in place through a pointer as packages use it.
        let raw = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        raw.initialize(to: os_unfair_lock())
        os_unfair_lock_lock(raw)
        #expect(!os_unfair_lock_trylock(raw), "held")
        os_unfair_lock_unlock(raw)
        #expect(os_unfair_lock_trylock(raw), "free again")
        os_unfair_lock_unlock(raw)
        raw.deinitialize(count: 1)
        raw.deallocate()
    }
}
#endif
