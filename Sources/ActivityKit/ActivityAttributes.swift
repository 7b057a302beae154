import Foundation

/// What a Live Activity shows: its fixed attributes (the conforming type's properties) and its
/// changing content (`ContentState`), both Codable because Apple sends them across processes and
/// in push payloads.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's changing content with its stale date and relevance.
public struct ActivityContent<State> where State: Decodable, State: Encodable, State: Hashable {
    public let state: State
    /// From this date the activity reads `.stale` (ActivityKit's `staleDate`).
    public let staleDate: Date?
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

// `State` is the app's value type; Apple declares the content Sendable whatever it holds.
extension ActivityContent: @unchecked Sendable {}

extension ActivityContent: Equatable where State: Equatable {}
extension ActivityContent: Hashable where State: Hashable {}
