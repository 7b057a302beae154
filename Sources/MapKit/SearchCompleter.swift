import Foundation

/// One suggestion of an address autocompleter (Apple: "MKLocalSearchCompletion"). Apple makes
/// them only in its completer, which has no service to ask here, so none is ever made.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    public let title: String
    public let subtitle: String
    public let titleHighlightRanges: [NSValue]
    public let subtitleHighlightRanges: [NSValue]

    init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        titleHighlightRanges = []
        subtitleHighlightRanges = []
    }
}

/// What a completer tells its delegate. Apple's methods are optional; here they default to doing
/// nothing.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Address autocompletion as the user types (Apple: "MKLocalSearchCompleter"): each change of
/// `queryFragment` asks Apple's service for suggestions. There is none here, so:
/// - a fragment with text leaves `results` empty and tells the delegate
///   `completer(_:didFailWithError:)` with `MKError.serverFailure` (MKError.swift says why);
/// - an empty fragment clears `results` and tells it `completerDidUpdateResults(_:)` (*a choice*:
///   nothing needs asking for).
/// The delegate hears on the main actor after the fragment is set, as Apple's does on the main
/// thread; setting the same fragment again asks nothing.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open private(set) var results: [MKLocalSearchCompletion] = []

    public override init() {}

    open var queryFragment: String = "" {
        didSet {
            if queryFragment != oldValue { complete() }
        }
    }

    /// Never: each fragment is answered at once.
    open var isSearching: Bool { false }

    /// Nothing is in flight to cancel.
    open func cancel() {}

    private func complete() {
        results = []
        let failed = !queryFragment.isEmpty
        deliverOnMainActor { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            if failed {
                delegate.completer(self, didFailWithError: MKError.unavailable)
            } else {
                delegate.completerDidUpdateResults(self)
            }
        }
    }

    /// The kinds of suggestion wanted.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }
}
