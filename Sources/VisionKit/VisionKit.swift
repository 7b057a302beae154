// The `VisionKit` module for Linux: the document camera and the live data scanner as UIKit
// controllers on a device that has no camera. Both report that they are not supported
// (`isSupported` false, and the data scanner not `isAvailable`); a data scanner asked to start
// throws `ScanningUnavailable.unsupported`; no scan or recognized item is ever delivered
// (docs/supported-api.md, "AVKit and AVFoundation"). Brings UIKit, as Apple's does.
@_exported import UIKit

// MARK: The document camera

/// The pages of a finished document scan (Apple: "VNDocumentCameraScan"); none is made here.
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
    private let pages: [UIImage]
    public let title: String

    init(title: String, pages: [UIImage]) {
        self.title = title
        self.pages = pages
    }

    open var pageCount: Int { pages.count }

    open func imageOfPage(at index: Int) -> UIImage { pages[index] }
}

/// The document camera's delegate; every method optional. On iOS the app dismisses the
/// controller itself in each.
public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}

/// The document camera: not supported without a camera, so it never scans.
open class VNDocumentCameraViewController: UIViewController {
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?

    /// False: there is no camera.
    public static var isSupported: Bool { false }
}

// MARK: The data scanner

/// Something the live scanner recognized (Apple: "RecognizedItem"); none is recognized here.
public enum RecognizedItem: Identifiable, Sendable {
    case text(Text)
    case barcode(Barcode)

    public struct Bounds: Sendable {
        public var topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint
    }

    public struct Text: Identifiable, Sendable {
        public let id: UUID
        public let bounds: Bounds
        public let transcript: String
    }

    public struct Barcode: Identifiable, Sendable {
        public let id: UUID
        public let bounds: Bounds
        public let payloadStringValue: String?
    }

    public var id: UUID {
        switch self {
        case .text(let text): text.id
        case .barcode(let barcode): barcode.id
        }
    }

    public var bounds: Bounds {
        switch self {
        case .text(let text): text.bounds
        case .barcode(let barcode): barcode.bounds
        }
    }
}

/// The live scanner's delegate; every method optional.
public protocol DataScannerViewControllerDelegate: AnyObject {
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
    func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}

extension DataScannerViewControllerDelegate {
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable) {}
}

/// Live text and barcode scanning from the camera: unsupported here.
open class DataScannerViewController: UIViewController {
    public enum QualityLevel: Sendable { case balanced, fast, accurate }

    public enum TextContentType: Sendable {
        case dateTimeDuration, emailAddress, flightNumber, fullStreetAddress, shipmentTrackingNumber
        case telephoneNumber, URL, currency
    }

    /// What to recognize. Barcode symbologies are named by their raw values (Vision's).
    public enum RecognizedDataType: Hashable, Sendable {
        case text(languages: [String] = [], textContentType: TextContentType? = nil)
        case barcode(symbologies: [String] = [])
    }

    public enum ScanningUnavailable: Error, Sendable {
        case unsupported, cameraRestricted
    }

    public let recognizedDataTypes: Set<RecognizedDataType>
    public let qualityLevel: QualityLevel
    public let recognizesMultipleItems: Bool
    open weak var delegate: (any DataScannerViewControllerDelegate)?
    open private(set) var isScanning = false
    open var recognizedItems: AsyncStream<[RecognizedItem]> { AsyncStream { $0.finish() } }

    public init(recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced,
                recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
                isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false) {
        self.recognizedDataTypes = recognizedDataTypes
        self.qualityLevel = qualityLevel
        self.recognizesMultipleItems = recognizesMultipleItems
        super.init(nibName: nil, bundle: nil)
    }

    /// False: there is no camera.
    public static var isSupported: Bool { false }
    /// False: the camera is neither there nor allowed.
    public static var isAvailable: Bool { false }

    open func startScanning() throws {
        throw ScanningUnavailable.unsupported
    }

    open func stopScanning() { isScanning = false }
}
