import Foundation

/// The process's peak resident memory, from /proc (Linux). Resetting the high-water mark first
/// measures one piece of work alone, even in a process that did heavier work before it.
enum PeakMemory {
    /// Sets the peak back to the current resident size (`echo 5 > /proc/self/clear_refs`).
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// VmHWM, in megabytes (nil where /proc has no such line).
    static func megabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes / 1024
        }
        return nil
    }

    /// VmRSS, in megabytes.
    static func residentMegabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) / 1024
        }
        return nil
    }
}
