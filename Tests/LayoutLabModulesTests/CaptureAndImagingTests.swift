#if os(Linux)
// A barcode scanner, a camera preview, a looping background video, a document scanner and an
// ASCII-art filter, as apps write them, on a machine with no camera: what each framework answers.
import Accelerate
import AVFoundation
import CoreImage
import Testing
import UIKit
import VisionKit

@Suite struct CaptureAndImagingTests {
    final class Scanner: NSObject, AVCaptureMetadataOutputObjectsDelegate {}

    @Test func aSessionWithoutACameraTakesNoInputAndDoesNotRun() {
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .unspecified).devices.isEmpty)

        let session = AVCaptureSession()
        session.beginConfiguration()
        session.sessionPreset = .photo
        let metadata = AVCaptureMetadataOutput()
        #expect(session.canAddOutput(metadata))
        session.addOutput(metadata)
        #expect(!session.canAddOutput(metadata))
        let scanner = Scanner()
        metadata.setMetadataObjectsDelegate(scanner, queue: .main)
        metadata.metadataObjectTypes = [.ean8, .ean13]
        session.commitConfiguration()
        session.startRunning()
        #expect(!session.isRunning)
        #expect(session.outputs.count == 1 && session.inputs.isEmpty)
        #expect(metadata.metadataObjectsDelegate === scanner)
        #expect(metadata.connection(with: .video) == nil)
    }

    @Test func accessIsRefused() async {
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
    }

    @Test func thePreviewLayerIsTheViewsLayerAndFollowsItsFrame() {
        final class PreviewView: UIView {
            override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
        }
        let view = PreviewView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let preview = view.layer as? AVCaptureVideoPreviewLayer
        #expect(preview != nil)
        #expect(preview?.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(preview?.bounds.size == CGSize(width: 200, height: 100))
        preview?.videoGravity = .resizeAspectFill
        #expect(preview?.videoGravity.rawValue == "AVLayerVideoGravityResizeAspectFill")
    }

    @Test func aPlayerLayerJoinsAndLeavesTheLayerTree() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/nonexistent/loop.mov"))
        let player = AVQueuePlayer(playerItem: item)
        let looper = AVPlayerLooper(player: player, templateItem: item)
        #expect(player.items().count == 1 && player.currentItem === item)
        #expect(looper.status == .failed && looper.loopCount == 0)

        let layer = AVPlayerLayer(player: player)
        layer.frame = host.bounds
        host.layer.addSublayer(layer)
        #expect(host.layer.sublayers?.count == 1 && layer.superlayer === host.layer)
        #expect(layer.position == CGPoint(x: 160, y: 90))
        layer.removeFromSuperlayer()
        #expect(host.layer.sublayers == nil && layer.superlayer == nil)
    }

    @Test func coreImageKeepsExtentsAndRendersTheRectangleAskedFor() {
        var buffer: CVPixelBuffer?
        #expect(CVPixelBufferCreate(nil, 640, 480, kCVPixelFormatType_32BGRA, nil, &buffer) == kCVReturnSuccess)
        let sample = CMSampleBuffer(imageBuffer: buffer)
        let image = CIImage(cvPixelBuffer: CMSampleBufferGetImageBuffer(sample)!).oriented(forExifOrientation: 6)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 480, height: 640))
        let cgImage = CIContext(options: nil).createCGImage(image, from: image.extent)
        #expect(cgImage?.width == 480 && cgImage?.height == 640)
        #expect(CIContext().createCGImage(image, from: CGRect(x: 1000, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func theScannersAreUnsupported() {
        #expect(!VNDocumentCameraViewController.isSupported)
        #expect(!DataScannerViewController.isSupported && !DataScannerViewController.isAvailable)
        let scanner = DataScannerViewController(recognizedDataTypes: [.barcode()])
        #expect(throws: DataScannerViewController.ScanningUnavailable.unsupported) { try scanner.startScanning() }
    }

    @Test func vImageComputesLuminanceButCannotReadAnImagesPixels() throws {
        let source = vImage.PixelBuffer<vImage.Interleaved8x4>(size: .init(width: 2, height: 1))
        source.withUnsafePointerToVImageBuffer { pointer in
            let bytes = pointer.pointee.data.assumingMemoryBound(to: UInt8.self)
            for (i, value) in [255, 255, 0, 0, 255, 0, 0, 255].enumerated() { bytes[i] = UInt8(value) }
        }
        let destination = vImage.PixelBuffer<vImage.Planar8>(size: source.size)
        let divisor: Int32 = 0x1000
        let matrix: [Int16] = [0, Int16(0.2126 * 4096), Int16(0.7152 * 4096), Int16(0.0722 * 4096)]
        let status = source.withUnsafePointerToVImageBuffer { src in
            destination.withUnsafePointerToVImageBuffer { dest in
                vImageMatrixMultiply_ARGB8888ToPlanar8(src, dest, matrix, divisor, nil, 0, vImage_Flags(kvImageNoFlags))
            }
        }
        #expect(status == kvImageNoError)
        #expect(destination.array == [UInt8(255 * 870 / 4096), UInt8(255 * 295 / 4096)])

        var format = vImage_CGImageFormat(bitsPerComponent: 8, bitsPerPixel: 32, colorSpace: nil, bitmapInfo: 0)
        let image = try vImage_Buffer(width: 4, height: 2, bitsPerPixel: 32).createCGImage(format: format)
        #expect(image.width == 4 && image.height == 2)
        #expect(throws: vImage.Error.nullPointerArgument) { try vImage_Buffer(cgImage: image, format: format) }
        #expect(throws: vImage.Error.nullPointerArgument) {
            try vImage.PixelBuffer<vImage.Interleaved8x4>(cgImage: image, cgImageFormat: &format)
        }
    }

    @Test func aPDFRendererWritesOnePagePerPageBegun() {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.red.setStroke()
            context.beginPage()
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.4") && text.contains("/Count 2") && text.contains("/MediaBox [0 0 612 792]"))
    }
}
#endif
