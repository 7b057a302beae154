import Foundation

// Drawing into a PDF (Apple: "UIGraphicsPDFRenderer", iOS 10). The drawing itself is accepted and
// not rasterised, as an image renderer's (UIGraphicsImageRenderer.swift); the document is real:
// one empty page of the page rectangle for each `beginPage()`, written as a PDF that PDFKit and
// other readers open with that page count and size.

/// What the PDF drawing closure draws with.
open class UIGraphicsPDFRendererContext: @unchecked Sendable {
    public let cgContext = CGContext()
    /// The rectangle of the page being drawn.
    open private(set) var pdfContextBounds: CGRect
    fileprivate var pages: [CGRect] = []

    init(bounds: CGRect) {
        pdfContextBounds = bounds
    }

    open func beginPage() {
        pages.append(pdfContextBounds)
    }

    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pdfContextBounds = bounds
        pages.append(bounds)
    }

    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func setURL(_ url: URL, for rect: CGRect) {}
}

open class UIGraphicsPDFRendererFormat: @unchecked Sendable {
    open var documentInfo: [String: Any] = [:]
    public init() {}
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// Makes PDF documents by running the app's drawing code.
open class UIGraphicsPDFRenderer: @unchecked Sendable {
    public let format: UIGraphicsPDFRendererFormat
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Runs `actions` and returns the document: one empty page for each page begun.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let context = UIGraphicsPDFRendererContext(bounds: bounds)
        actions(context)
        return Self.document(pages: context.pages)
    }

    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }

    /// A minimal PDF 1.4 file: catalog, page tree, one page object per page, cross-reference table.
    static func document(pages: [CGRect]) -> Data {
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        func object(_ body: String) {
            offsets.append(out.utf8.count)
            out += "\(offsets.count) 0 obj\n\(body)\nendobj\n"
        }
        let kids = pages.indices.map { "\($0 + 3) 0 R" }.joined(separator: " ")
        object("<< /Type /Catalog /Pages 2 0 R >>")
        object("<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>")
        for page in pages {
            func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }
            object("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(number(page.width)) \(number(page.height))] >>")
        }
        let xref = out.utf8.count
        out += "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }
}
