// PhotosUI's filter of the kinds of asset a picker shows (Apple: "PHPickerFilter"). Apple declares
// it in PhotosUI; here it lives in the SwiftUI overlay, which `PhotosUI` re-exports, because
// `PhotosPicker(matching:)` needs it and the overlay cannot import `PhotosUI` back
// (Sources/PhotosUI says why the overlay is the base).
import UniformTypeIdentifiers

/// Which assets a picker shows: a kind of asset, or a combination of filters.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    indirect enum Rule: Hashable, Sendable {
        /// A kind of asset, and the content type every asset of that kind conforms to.
        case kind(String, contentType: String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    // The kinds Apple lists. Photos' subtypes (screenshots, panoramas…) are images and its video
    // subtypes movies: a kind is matched here by the content type its assets have.
    public static let images = PHPickerFilter(rule: .kind("images", contentType: UTType.image.identifier))
    public static let videos = PHPickerFilter(rule: .kind("videos", contentType: UTType.movie.identifier))
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos", contentType: UTType.image.identifier))
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos", contentType: UTType.image.identifier))
    public static let bursts = PHPickerFilter(rule: .kind("bursts", contentType: UTType.image.identifier))
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas", contentType: UTType.image.identifier))
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots", contentType: UTType.image.identifier))
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings", contentType: UTType.movie.identifier))
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos", contentType: UTType.movie.identifier))
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos", contentType: UTType.movie.identifier))
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos", contentType: UTType.movie.identifier))
    public static let spatialMedia = PHPickerFilter(rule: .kind("spatialMedia", contentType: UTType.content.identifier))

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters.map(\.rule))) }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters.map(\.rule))) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether an asset of `contentType` passes the filter.
    public func _matches(_ contentType: UTType) -> Bool { PHPickerFilter.matches(rule, contentType) }

    static func matches(_ rule: Rule, _ contentType: UTType) -> Bool {
        switch rule {
        case .kind(_, let identifier): return UTType(identifier).map(contentType.conforms(to:)) ?? false
        case .any(let rules): return rules.contains { matches($0, contentType) }
        case .all(let rules): return rules.allSatisfy { matches($0, contentType) }
        case .not(let rule): return !matches(rule, contentType)
        }
    }

    public var description: String { PHPickerFilter.describe(rule) }

    static func describe(_ rule: Rule) -> String {
        switch rule {
        case .kind(let name, _): return name
        case .any(let rules): return "any(of: [\(rules.map(describe).joined(separator: ", "))])"
        case .all(let rules): return "all(of: [\(rules.map(describe).joined(separator: ", "))])"
        case .not(let rule): return "not(\(describe(rule)))"
        }
    }
}
