// TipKit's datastore, in memory for the process (Apple keeps it in a file): whether it is
// configured, which tips are invalidated and why, how often each event was donated, and what the
// testing switches force. Reset by `Tips.resetDatastore()`.
import Foundation

final class Datastore: @unchecked Sendable {
    static let shared = Datastore()

    enum Forcing: Equatable {
        case none, showAll, hideAll, show(Set<String>), hide(Set<String>)
    }

    private let lock = NSLock()
    private var configured = false
    private var invalidated: [String: Tips.InvalidationReason] = [:]
    private var donated: [String: Int] = [:]
    private var forcing = Forcing.none

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func configure(_ options: [Tips.ConfigurationOption]) throws {
        try locked {
            if configured { throw TipKitError.tipsDatastoreAlreadyConfigured }
            configured = true
        }
    }

    func reset() {
        locked {
            invalidated = [:]
            donated = [:]
            forcing = .none
        }
    }

    func force(_ forcing: Forcing) { locked { self.forcing = forcing } }

    func shouldDisplay(id: String, rulesMet: Bool) -> Bool {
        locked {
            switch forcing {
            case .showAll: return true
            case .hideAll: return false
            case .show(let ids) where ids.contains(id): return true
            case .hide(let ids) where ids.contains(id): return false
            default: return configured && invalidated[id] == nil && rulesMet
            }
        }
    }

    func invalidate(id: String, reason: Tips.InvalidationReason) { locked { invalidated[id] = reason } }
    func invalidation(of id: String) -> Tips.InvalidationReason? { locked { invalidated[id] } }
    func donate(to event: String) { locked { donated[event, default: 0] += 1 } }
    func donations(to event: String) -> Int { locked { donated[event, default: 0] } }
}
