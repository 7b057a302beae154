#if os(Linux)
// A receipt scanner, an image classifier and a PDF reader, as SwiftUI apps write them: text
// recognition through Vision, a bundled Core ML model, and a PDFView in a representable.
import CoreML
import PDFKit
import SwiftUI
import Testing
import Vision

final class ReceiptScanner: ObservableObject {
    @Published var lines: [String] = []
    @Published var errorMessage: String?

    func scan(_ image: UIImage) {
        guard let cgImage = image.cgImage else { return }
        let request = VNRecognizeTextRequest { request, error in
            if let error {
                self.errorMessage = error.localizedDescription
                return
            }
            guard let observations = request.results as? [VNRecognizedTextObservation] else { return }
            self.lines = observations.compactMap { $0.topCandidates(1).first?.string }
        }
        request.recognitionLevel = .accurate
        request.usesLanguageCorrection = true
        let handler = VNImageRequestHandler(cgImage: cgImage, options: [:])
        do {
            try handler.perform([request])
        } catch {
            print("Failed to perform text recognition: \(error)")
        }
    }
}

final class Classifier {
    var label = "Unknown"

    func classify(_ image: CGImage, modelURL: URL) throws {
        let configuration = MLModelConfiguration()
        configuration.computeUnits = .cpuOnly
        let model = try VNCoreMLModel(for: MLModel(contentsOf: modelURL, configuration: configuration))
        let request = VNCoreMLRequest(model: model) { request, _ in
            if let best = (request.results as? [VNClassificationObservation])?.first {
                self.label = best.identifier
            }
        }
        try VNImageRequestHandler(cgImage: image).perform([request])
    }
}

struct PDFKitView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> PDFView {
        let view = PDFView()
        view.document = PDFDocument(url: url)
        view.autoScales = true
        return view
    }

    func updateUIView(_ view: PDFView, context: Context) {}
}

/// A PDF of `pages` pages of `size`, written as a PDF writer does (uncompressed page objects).
private func samplePDF(pages: Int, size: CGSize) -> Data {
    var text = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
    let kids = (0..<pages).map { "\($0 + 3) 0 R" }.joined(separator: " ")
    text += "2 0 obj << /Type /Pages /Kids [\(kids)] /Count \(pages) /MediaBox [0 0 \(Int(size.width)) \(Int(size.height))] >> endobj\n"
    for page in 0..<pages { text += "\(page + 3) 0 obj << /Type /Page /Parent 2 0 R >> endobj\n" }
    return Data((text + "trailer << /Root 1 0 R >>\n%%EOF\n").utf8)
}

@Suite struct VisionCoreMLPDFKitTests {
    /// Vision's models are not here: the request's handler gets the error, results stay nil, and
    /// `perform` throws.
    @Test func textRecognitionFailsAsUnsupported() throws {
        let scanner = ReceiptScanner()
        scanner.scan(UIImage(systemName: "doc.text")!)
        #expect(scanner.lines.isEmpty)
        #expect(scanner.errorMessage?.contains("VNRecognizeTextRequest") == true)
        let faces = VNDetectFaceRectanglesRequest()
        let classify = VNClassifyImageRequest()
        let handler = VNImageRequestHandler(cgImage: UIImage(systemName: "person")!.cgImage!, orientation: .up)
        #expect(throws: (any Error).self) { try handler.perform([faces, classify]) }
        #expect(faces.results == nil && classify.results == nil)
        // A request's results have its own observation type, as Apple's SDK declares them; a
        // `VNRequest` (a completion handler's argument) has Vision's base type.
        let text = VNRecognizeTextRequest()
        #expect(throws: (any Error).self) { try handler.perform([text]) }
        let typed: [VNRecognizedTextObservation]? = text.results
        let faceResults: [VNFaceObservation]? = faces.results
        let untyped: [VNObservation]? = (text as VNRequest).results
        #expect(typed == nil && faceResults == nil && untyped == nil)
        #expect(text.results?.first?.topCandidates(1).first?.string == nil)
        do {
            try handler.perform([faces])
        } catch let error as NSError {
            #expect(error.domain == VNErrorDomain && error.code == VNError.Code.unsupportedRequest.rawValue)
        }
        let missing = VNImageRequestHandler(url: URL(fileURLWithPath: "/tmp/no-such-receipt.jpg"))
        do {
            try missing.perform([VNRecognizeTextRequest()])
            Issue.record("a missing image was analysed")
        } catch let error as NSError {
            #expect(error.code == VNError.Code.ioError.rawValue)
        }
    }

    /// No model loads: a missing one is Core ML's I/O error, a bundled file the generic one.
    @Test func loadingAModelFails() throws {
        let classifier = Classifier()
        let image = UIImage(systemName: "leaf")!.cgImage!
        #expect(throws: (any Error).self) { try classifier.classify(image, modelURL: URL(fileURLWithPath: "/tmp/none.mlmodelc")) }
        do {
            _ = try MLModel(contentsOf: URL(fileURLWithPath: "/tmp/none.mlmodelc"))
        } catch let error as NSError {
            #expect(error.domain == MLModelErrorDomain && error.code == MLModelError.Code.io.rawValue)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Model-\(UUID().uuidString).mlmodelc")
        try Data("model".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try MLModel(contentsOf: url)
        } catch let error as NSError {
            #expect(error.code == MLModelError.Code.generic.rawValue)
        }
        #expect(classifier.label == "Unknown")
    }

    /// Feature providers and multi-arrays are values.
    @Test func featuresAreValues() throws {
        let input = try MLDictionaryFeatureProvider(dictionary: ["rooms": 3, "area": 84.5, "city": "Lyon"])
        #expect(input.featureNames == ["rooms", "area", "city"])
        #expect(input.featureValue(for: "rooms")?.int64Value == 3 && input["area"]?.doubleValue == 84.5)
        #expect(input["city"]?.type == .string && input["city"]?.stringValue == "Lyon")
        #expect(throws: (any Error).self) { try MLDictionaryFeatureProvider(dictionary: ["when": Date()]) }
        let array = try MLMultiArray(shape: [2, 3], dataType: .float32)
        array[[1, 2]] = 7
        #expect(array.count == 6 && array[5] == 7 && array.strides == [3, 1])
    }

    /// A document's pages and their size come from the file; text is not extracted.
    @Test @MainActor func aPDFIsReadForItsPagesAndShownAsAView() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("manual-\(UUID().uuidString).pdf")
        try samplePDF(pages: 3, size: CGSize(width: 595, height: 842)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(PDFDocument(url: url))
        #expect(document.pageCount == 3)
        #expect(document.page(at: 2)?.bounds(for: .mediaBox).size == CGSize(width: 595, height: 842))
        #expect(document.page(at: 1)?.label == "2" && document.page(at: 3) == nil)
        #expect(document.string == nil)
        #expect(PDFDocument(data: Data("not a pdf".utf8)) == nil)
        #expect(PDFDocument(url: url.appendingPathExtension("missing")) == nil)

        let view = PDFView()
        view.document = document
        #expect(view.currentPage === document.page(at: 0) && view.canGoToNextPage && !view.canGoToPreviousPage)
        view.goToNextPage(nil)
        #expect(view.currentPage === document.page(at: 1))

        let (result, log) = await record(PDFKitView(url: url).frame(height: 400))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let representable = try #require(pass.nodes.first { $0.kind == "PDFKitView" })
        #expect(representable.frame.width == 390 && representable.frame.height == 400)
    }
}
#endif
