// The `MediaPlayer` module for Linux, where Apple's framework does not exist: the media
// library's items and queries over an empty library. There is no device library here, as on a
// fresh install that has not been given access: every query finds no item
// (docs/supported-api.md, "MediaPlayer"). Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
import UIKit

public typealias MPMediaEntityPersistentID = UInt64

public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyMediaType = "mediaType"

/// A song, podcast or video in the library, with the properties the library reports.
open class MPMediaEntity: NSObject, @unchecked Sendable {
    /// The values of the item's properties, by property name.
    let properties: [String: Any]

    public init(properties: [String: Any] = [:]) {
        self.properties = properties
    }

    open func value(forProperty property: String) -> Any? { properties[property] }

    open var persistentID: MPMediaEntityPersistentID { properties[MPMediaItemPropertyPersistentID] as? UInt64 ?? 0 }
}

open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    open var title: String? { properties[MPMediaItemPropertyTitle] as? String }
    open var artist: String? { properties[MPMediaItemPropertyArtist] as? String }
    open var albumTitle: String? { properties[MPMediaItemPropertyAlbumTitle] as? String }
    open var albumArtist: String? { properties["albumArtist"] as? String }
    open var genre: String? { properties["genre"] as? String }
    open var artistPersistentID: MPMediaEntityPersistentID { properties[MPMediaItemPropertyArtistPersistentID] as? UInt64 ?? 0 }
    open var albumPersistentID: MPMediaEntityPersistentID { properties[MPMediaItemPropertyAlbumPersistentID] as? UInt64 ?? 0 }
    open var playbackDuration: TimeInterval { properties[MPMediaItemPropertyPlaybackDuration] as? TimeInterval ?? 0 }
    open var playbackStoreID: String { properties["playbackStoreID"] as? String ?? "" }
    open var isExplicitItem: Bool { properties["isExplicit"] as? Bool ?? false }
    open var assetURL: URL? { properties["assetURL"] as? URL }
    open var artwork: MPMediaItemArtwork? { properties["artwork"] as? MPMediaItemArtwork }
}

/// An item's artwork: the image it was made with, at any size asked for.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    let image: UIImage

    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        image = requestHandler(boundsSize)
    }

    public init(image: UIImage) {
        self.image = image
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: image.size) }

    open func image(at size: CGSize) -> UIImage? { image }
}

public enum MPMediaPredicateComparison: Int, Sendable {
    case equalTo, contains
}

open class MPMediaPredicate: NSObject, @unchecked Sendable {}

/// A condition on one property of an item.
open class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    public let value: Any?
    public let property: String
    public let comparisonType: MPMediaPredicateComparison

    public init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison = .equalTo) {
        self.value = value
        self.property = property
        self.comparisonType = comparisonType
    }
}

/// A query of the device's media library. The library here is empty: `items` and
/// `collections` are empty arrays (not nil, which Apple's give only without access).
open class MPMediaQuery: NSObject, @unchecked Sendable {
    public let filterPredicates: Set<MPMediaPredicate>?

    public init(filterPredicates: Set<MPMediaPredicate>?) {
        self.filterPredicates = filterPredicates
    }

    public override convenience init() {
        self.init(filterPredicates: nil)
    }

    open class func songs() -> MPMediaQuery { MPMediaQuery() }
    open class func albums() -> MPMediaQuery { MPMediaQuery() }
    open class func artists() -> MPMediaQuery { MPMediaQuery() }
    open class func playlists() -> MPMediaQuery { MPMediaQuery() }

    open func addFilterPredicate(_ predicate: MPMediaPredicate) {}

    open var items: [MPMediaItem]? { [] }
    open var collections: [MPMediaItemCollection]? { [] }
}

open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    public let items: [MPMediaItem]

    public init(items: [MPMediaItem]) {
        self.items = items
        super.init()
    }

    open var count: Int { items.count }
    open var representativeItem: MPMediaItem? { items.first }
}

/// Whether the app may read the library: never asked here, so `.notDetermined`.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, restricted, authorized
}

open class MPMediaLibrary: NSObject, @unchecked Sendable {
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .notDetermined }
    open class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) { handler(.denied) }
}
