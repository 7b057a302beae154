// The `PDFKit` module for Linux, where Apple's framework does not exist: a document opened from a
// file or data, its pages and their sizes, and `PDFView` as a UIKit view a representable shows.
// Nothing is drawn and no text is extracted (a PDF's text sits in compressed content streams this
// module does not decode): a document is read far enough to know it is a PDF, how many pages it
// has and how large they are (docs/supported-api.md, "Vision, CoreML and PDFKit"). Apple's PDFKit
// on iOS brings UIKit; so does this one. Depend on it for Linux only.
@_exported import Foundation
@_exported import UIKit
@_spi(Platform) import CoreGraphics

/// The boxes of a page (Apple's raw values); all are the media box here.
public enum PDFDisplayBox: Int, Sendable {
    case mediaBox = 0, cropBox = 1, bleedBox = 2, trimBox = 3, artBox = 4
}

/// One page: its size, from the document's media box.
open class PDFPage: NSObject, @unchecked Sendable {
    open internal(set) weak var document: PDFDocument?
    let mediaBox: CGRect
    open var rotation = 0

    /// A blank US Letter page (612 × 792 points), as Apple's `PDFPage()`.
    public override init() {
        mediaBox = CGRect(x: 0, y: 0, width: 612, height: 792)
    }

    init(mediaBox: CGRect) {
        self.mediaBox = mediaBox
    }

    open func bounds(for box: PDFDisplayBox) -> CGRect { mediaBox }
    /// Text is not extracted here: nil, as Apple's for a page with no text.
    open var string: String? { nil }
    open var label: String? { document?.index(for: self).map { String($0 + 1) } }
    /// A placeholder image of the size asked for (pixels are never drawn).
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
        UIImage(cgImage: CGImage(size: size))
    }
}

/// A PDF file's pages. `init?(url:)` and `init?(data:)` fail, as Apple's, for what is not a PDF.
open class PDFDocument: NSObject, @unchecked Sendable {
    public let documentURL: URL?
    private var pages: [PDFPage]
    private let bytes: Data?

    public init?(url: URL) {
        guard let data = try? Data(contentsOf: url), let pages = Self.pages(in: data) else { return nil }
        documentURL = url
        bytes = data
        self.pages = pages
        super.init()
        for page in pages { page.document = self }
    }

    public init?(data: Data) {
        guard let pages = Self.pages(in: data) else { return nil }
        documentURL = nil
        bytes = data
        self.pages = pages
        super.init()
        for page in pages { page.document = self }
    }

    /// An empty document.
    public override init() {
        documentURL = nil
        bytes = nil
        pages = []
    }

    open var pageCount: Int { pages.count }
    open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
    open func index(for page: PDFPage) -> Int? { pages.firstIndex { $0 === page } }
    /// Text is not extracted here: nil.
    open var string: String? { nil }
    open var isEncrypted: Bool { false }
    open var isLocked: Bool { false }
    open func unlock(withPassword password: String) -> Bool { true }
    open var documentAttributes: [AnyHashable: Any]? = [:]

    open func insert(_ page: PDFPage, at index: Int) {
        page.document = self
        pages.insert(page, at: index)
    }

    open func removePage(at index: Int) {
        pages.remove(at: index)
    }

    /// The file's bytes as read (pages inserted or removed are not written back: nil then).
    open func dataRepresentation() -> Data? {
        bytes.flatMap { Self.pages(in: $0)?.count == pages.count ? $0 : nil }
    }

    /// Writes `dataRepresentation()`; false when there is none.
    open func write(to url: URL) -> Bool {
        guard let data = dataRepresentation() else { return false }
        return (try? data.write(to: url)) != nil
    }

    /// The pages of a PDF file: nil when it does not start with `%PDF-` (ISO 32000-1, 7.5.2). Each
    /// `/Type /Page` object is a page (7.7.3.3); a file keeping its page objects in compressed
    /// object streams (7.5.7) shows none, and then the largest `/Count` of its page tree stands
    /// in. Each page takes the first `/MediaBox` of the file (7.7.3.3), US Letter without one.
    static func pages(in data: Data) -> [PDFPage]? {
        guard data.starts(with: Array("%PDF-".utf8)) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let pageObjects = text.matches(of: /\/Type\s*\/Page(?![A-Za-z])/).count
        let count = pageObjects > 0
            ? pageObjects
            : text.matches(of: /\/Type\s*\/Pages[^>]*?\/Count\s+(\d+)/).compactMap { Int($0.output.1) }.max() ?? 0
        var box = CGRect(x: 0, y: 0, width: 612, height: 792)
        if let match = text.firstMatch(of: /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/),
           let x0 = Double(match.output.1), let y0 = Double(match.output.2), let x1 = Double(match.output.3), let y1 = Double(match.output.4) {
            box = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        return (0..<count).map { _ in PDFPage(mediaBox: box) }
    }
}

public enum PDFDisplayMode: Int, Sendable {
    case singlePage = 0, singlePageContinuous = 1, twoUp = 2, twoUpContinuous = 3
}

public enum PDFDisplayDirection: Int, Sendable {
    case vertical = 0, horizontal = 1
}

/// A view that shows a document: a UIKit view with no intrinsic size, so a representable holding
/// it takes the space offered. It keeps what the app sets; nothing is drawn.
open class PDFView: UIView {
    open var document: PDFDocument? {
        didSet { currentPage = document?.page(at: 0) }
    }
    open private(set) var currentPage: PDFPage?
    open var autoScales = false
    open var displayMode = PDFDisplayMode.singlePageContinuous
    open var displayDirection = PDFDisplayDirection.vertical
    open var displaysPageBreaks = true
    open var displayBox = PDFDisplayBox.cropBox
    open var scaleFactor: CGFloat = 1
    open var minScaleFactor: CGFloat = 0.25
    open var maxScaleFactor: CGFloat = 5
    open var usePageViewController = false

    /// Goes to a page of its document.
    open func go(to page: PDFPage) {
        if document?.index(for: page) != nil { currentPage = page }
    }

    open var canGoToNextPage: Bool { nextIndex != nil }
    open var canGoToPreviousPage: Bool { (currentIndex ?? 0) > 0 }

    open func goToNextPage(_ sender: Any?) {
        if let nextIndex { currentPage = document?.page(at: nextIndex) }
    }

    open func goToPreviousPage(_ sender: Any?) {
        if let currentIndex, currentIndex > 0 { currentPage = document?.page(at: currentIndex - 1) }
    }

    private var currentIndex: Int? { currentPage.flatMap { document?.index(for: $0) } }
    private var nextIndex: Int? {
        guard let currentIndex, let document, currentIndex + 1 < document.pageCount else { return nil }
        return currentIndex + 1
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
}
