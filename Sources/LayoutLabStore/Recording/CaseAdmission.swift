import Foundation

/// Keeps a case that builds a large tree from laying out beside another case
/// (docs/performance.md, "Memory").
///
/// `record --jobs N` lays out up to N cases at once, ahead of the one being written, and a case
/// laid out ahead builds its pass's whole tree before it waits on its full channel. Two
/// `rows-10000` cases so held two trees of 230,000 nodes at once: 450 MB at the default job count
/// on two cores, against 287 MB one after the other, for no gain in time (the one writer sets the
/// pace of a large case).
///
/// Each started layout takes a ticket, in the order started, which is the order `record` commits
/// its cases in, and its engine starts only once the case may lay out: while a case started before
/// it is still laying out and is not known to be small, that is until the older case's first tree
/// is built with fewer than ``largeTree`` nodes, or its engine is done and has handed its memory
/// back. The waiting case then gets the engine thread that finished last, and lays out in the
/// memory the older one freed: on a thread of its own from the start, it grew a second allocator
/// arena beside the first one's, which glibc does not give back whole (392 MB).
///
/// Once the writer reaches a case, the case waits only for older engines that are freeing their
/// trees (the writer reaches a case when the one before is committed, while its engine still
/// frees; an engine still laying out could be waiting on its channel for the writer, which waits
/// on this case). A case dropped before it started never starts. Small cases, the catalog's,
/// still lay out side by side; the cases after a large one wait for it.
///
/// Nor does the case after a large one start while the writer is still on the large one, its
/// engine done: the writer's last rows and its commit, with the next case's first tree built
/// beside them, made the peak of two `rows-10000` cases 304 MiB at the default job count against
/// 286 with `--jobs 1`. It starts when the writer reaches it, after the large case is committed
/// and the memory the writer freed is handed back: 286 MiB, in the same time.
final class CaseAdmission: @unchecked Sendable {
    static let shared = CaseAdmission()

    /// A case whose first pass has this many nodes or more is large. A node's tree costs about
    /// 0.8 KB with what hangs from it (`rows-10000`: 230,000 nodes, about 180 MB of heap), so this
    /// is about 40 MB beside whatever else lays out; the 1,000-row stress table (23,000 nodes a
    /// pass) stays small and still lays out beside the next case.
    static let largeTree = 50_000

    final class Ticket: @unchecked Sendable {
        fileprivate let serial: Int
        fileprivate var size = Size.unknown
        /// The writer reached the case, or it was dropped: it no longer waits for cases that are
        /// still laying out.
        fileprivate var isReleased = false
        /// The case has reported everything: its engine is freeing its trees, and will be done
        /// whatever the writer does.
        fileprivate var isFinishing = false
        /// Starts the case's engine, until it is started (or the case dropped).
        fileprivate var start: (() -> Void)?

        fileprivate init(serial: Int) {
            self.serial = serial
        }
    }

    enum Size { case unknown, small, large }

    private let lock = NSLock()
    private var nextSerial = 0
    /// The tickets of the cases still laying out or waiting to, oldest first.
    private var layingOut: [Ticket] = []
    /// The newest case the writer has reached.
    private var writerAt = 0
    /// A large case whose engine is done while the writer is still on it (writing its last rows,
    /// committing): the cases after it wait for the writer to reach them.
    private var largeBeingCommitted: Int?

    init() {}

    /// A case is started: it is the youngest in line.
    func enter() -> Ticket {
        lock.withLock {
            nextSerial += 1
            let ticket = Ticket(serial: nextSerial)
            layingOut.append(ticket)
            return ticket
        }
    }

    /// Starts the case's engine now if it may lay out, else once it may (on the thread that
    /// makes it so).
    func admit(_ ticket: Ticket, start: @escaping () -> Void) {
        changing { ticket.start = start }
    }

    /// The case is dropped: an engine not started yet never starts, and the case leaves the line.
    /// Returns whether its engine had started (and so will leave the line itself).
    @discardableResult
    func drop(_ ticket: Ticket) -> Bool {
        changing {
            let started = ticket.start == nil
            ticket.isReleased = true
            if !started {
                ticket.start = nil
                layingOut.removeAll { $0 === ticket }
            }
            return started
        }
    }

    /// The case's tree has `nodes` nodes so far (the paths it has met): its first call says how
    /// large its first pass is, a later one can make it large.
    func built(_ ticket: Ticket, nodes: Int) {
        changing {
            if ticket.size != .large { ticket.size = nodes >= Self.largeTree ? .large : .small }
        }
    }

    /// A pass was traced: a case that met no new paths in it is known small by now.
    func traced(_ ticket: Ticket) {
        changing {
            if ticket.size == .unknown { ticket.size = .small }
        }
    }

    /// The writer reached the case: it starts whatever else is laying out.
    func release(_ ticket: Ticket) {
        changing {
            ticket.isReleased = true
            writerAt = max(writerAt, ticket.serial)
            if let large = largeBeingCommitted, ticket.serial > large { largeBeingCommitted = nil }
        }
    }

    /// The case has reported its last pass: its engine frees its trees now.
    func finishing(_ ticket: Ticket) {
        lock.withLock { ticket.isFinishing = true }
    }

    /// The case's engine is done and has handed back its memory.
    func leave(_ ticket: Ticket) {
        changing {
            layingOut.removeAll { $0 === ticket }
            if ticket.size == .large, writerAt <= ticket.serial { largeBeingCommitted = ticket.serial }
        }
    }

    /// Whether the case's tree is known to be large (``largeTree`` nodes or more).
    func isLarge(_ ticket: Ticket) -> Bool {
        lock.withLock { ticket.size == .large }
    }

    /// Whether the case's engine has started.
    func hasStarted(_ ticket: Ticket) -> Bool {
        lock.withLock { ticket.start == nil }
    }

    /// Makes a change under the lock, then starts, oldest first and outside the lock, the engines
    /// of the cases that may lay out now.
    private func changing<T>(_ change: () -> T) -> T {
        var starts: [() -> Void] = []
        let result = lock.withLock {
            let result = change()
            for ticket in layingOut where ticket.start != nil && !mustWait(ticket) {
                starts.append(ticket.start!)
                ticket.start = nil
            }
            return result
        }
        for start in starts { start() }
        return result
    }

    /// An older case not known small holds the case back; once the writer is on it, only while
    /// that case's engine is freeing its trees (a case still laying out could be waiting for the
    /// writer, which waits for this one). A large case the writer is still committing holds back
    /// the cases after it until the writer reaches them.
    private func mustWait(_ ticket: Ticket) -> Bool {
        if let large = largeBeingCommitted, ticket.serial > large, !ticket.isReleased { return true }
        return layingOut.contains { older in
            older.serial < ticket.serial && older.size != .small && (!ticket.isReleased || older.isFinishing)
        }
    }
}
