// The `CoreVideo` module for Linux: a pixel buffer as its size and pixel format. No camera or
// decoder produces one here, so an app meets one only if it makes it (`CVPixelBufferCreate`);
// its pixels are never read. Core Media and Core Image take it, as Apple's do.
import Foundation

public typealias CVReturn = Int32
public typealias OSType = UInt32
public typealias CVOptionFlags = UInt64

public let kCVReturnSuccess: CVReturn = 0
public let kCVReturnInvalidArgument: CVReturn = -6661

public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241 // 'BGRA'
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066 // '420f'
public let kCVPixelBufferPixelFormatTypeKey = "PixelFormatType"

/// An image in memory: its width, height and pixel format (Apple: "CVPixelBuffer").
public final class CVImageBufferRef: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let pixelFormatType: OSType

    init(width: Int, height: Int, pixelFormatType: OSType) {
        self.width = width
        self.height = height
        self.pixelFormatType = pixelFormatType
    }
}

public typealias CVImageBuffer = CVImageBufferRef
public typealias CVPixelBuffer = CVImageBufferRef
public typealias CVBuffer = CVImageBufferRef

public func CVPixelBufferCreate(_ allocator: Any?, _ width: Int, _ height: Int, _ pixelFormatType: OSType,
                                _ pixelBufferAttributes: [String: Any]?, _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>) -> CVReturn {
    guard width > 0, height > 0 else { return kCVReturnInvalidArgument }
    pixelBufferOut.pointee = CVPixelBuffer(width: width, height: height, pixelFormatType: pixelFormatType)
    return kCVReturnSuccess
}

public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { pixelBuffer.pixelFormatType }
