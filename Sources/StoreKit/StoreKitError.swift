// The errors StoreKit 2 throws (Apple: "StoreKitError"). Thrown here by the calls that need the App
// Store, which this machine cannot reach (docs/supported-api.md, "StoreKit").
import Foundation

/// What went wrong talking to the App Store.
public enum StoreKitError: Error, LocalizedError, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported

    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): error.localizedDescription
        case .systemError(let error): error.localizedDescription
        case .notAvailableInStorefront: "The product is not available in the storefront."
        case .notEntitled: "The app is not entitled."
        case .unsupported: "This operation is not supported."
        }
    }
}
