// The `Accelerate` module for Linux: the parts of vImage that image code calls. Buffers are real
// memory and the arithmetic on pixels is computed (a matrix multiply to one plane, a scale);
// but this package's Core Graphics images are sizes without pixels, so anything that must read
// an image's pixels (`vImage_Buffer(cgImage:format:)`, `vImage.PixelBuffer(cgImage:…)`) fails
// with the error a buffer without data gives, `kvImageNullPointerArgument`
// (docs/supported-api.md, "Accelerate").
@_spi(Platform) import CoreGraphics
import Foundation

public typealias Pixel_8 = UInt8
public typealias Pixel_F = Float
public typealias vImagePixelCount = UInt
public typealias vImage_Flags = UInt32
public typealias vImage_Error = Int

public var kvImageNoFlags: Int { 0 }
public var kvImageDoNotTile: Int { 16 }
public var kvImageHighQualityResampling: Int { 32 }
public var kvImageNoError: Int { 0 }
public var kvImageRoiLargerThanInputBuffer: Int { -21766 }
public var kvImageMemoryAllocationError: Int { -21771 }
public var kvImageNullPointerArgument: Int { -21772 }
public var kvImageInvalidParameter: Int { -21773 }
public var kvImageBufferSizeMismatch: Int { -21774 }
public var kvImageInvalidImageFormat: Int { -21778 }

/// vImage's namespace for its Swift types.
public enum vImage {
    public enum Error: Int, Swift.Error, Sendable {
        case roiLargerThanInputBuffer = -21766
        case memoryAllocationError = -21771
        case nullPointerArgument = -21772
        case invalidParameter = -21773
        case bufferSizeMismatch = -21774
        case invalidImageFormat = -21778
        case invalidImageObject = -21781
        case unsupportedConversion = -21783

        init(code: vImage_Error) { self = Error(rawValue: code) ?? .invalidParameter }
    }

    public struct Size: Hashable, Sendable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The pixel formats of a `PixelBuffer`: channels per pixel and bytes per channel.
    public protocol PixelFormat {
        static var channelCount: Int { get }
        static var bitsPerComponent: Int { get }
    }
    public enum Planar8: PixelFormat { public static let channelCount = 1; public static let bitsPerComponent = 8 }
    public enum Interleaved8x4: PixelFormat { public static let channelCount = 4; public static let bitsPerComponent = 8 }
    public enum PlanarF: PixelFormat { public static let channelCount = 1; public static let bitsPerComponent = 32 }

    /// A buffer of pixels in memory, owned by the value.
    public final class PixelBuffer<Format: PixelFormat> {
        private var buffer: vImage_Buffer

        /// A zeroed buffer of a size.
        public init(size: Size) {
            buffer = (try? vImage_Buffer(width: size.width, height: size.height,
                                         bitsPerPixel: UInt32(Format.channelCount * Format.bitsPerComponent))) ?? vImage_Buffer()
        }

        public convenience init(width: Int, height: Int) {
            self.init(size: Size(width: width, height: height))
        }

        /// An image's pixels: none can be read here, so this throws `nullPointerArgument`.
        public init(cgImage: CGImage, cgImageFormat: inout vImage_CGImageFormat) throws {
            throw Error.nullPointerArgument
        }

        deinit { buffer.free() }

        public var size: Size { Size(width: Int(buffer.width), height: Int(buffer.height)) }
        public var width: Int { Int(buffer.width) }
        public var height: Int { Int(buffer.height) }

        public func withUnsafePointerToVImageBuffer<R>(_ body: (UnsafePointer<vImage_Buffer>) throws -> R) rethrows -> R {
            try withUnsafePointer(to: buffer, body)
        }

        public func withUnsafeVImageBuffer<R>(_ body: (vImage_Buffer) throws -> R) rethrows -> R {
            try body(buffer)
        }
    }
}

extension vImage.PixelBuffer where Format == vImage.Planar8 {
    /// The pixels row by row, without row padding.
    public var array: [Pixel_8] {
        withUnsafeVImageBuffer { $0.planar8Pixels() }
    }
}

/// How an image's pixels are laid out (Apple: "vImage_CGImageFormat").
public struct vImage_CGImageFormat {
    public var bitsPerComponent: UInt32
    public var bitsPerPixel: UInt32
    public var colorSpace: Unmanaged<AnyObject>?
    public var bitmapInfo: UInt32
    public var version: UInt32 = 0
    public var decode: UnsafePointer<CGFloat>? = nil
    public var renderingIntent: Int32 = 0

    public init(bitsPerComponent: UInt32, bitsPerPixel: UInt32, colorSpace: Unmanaged<AnyObject>?, bitmapInfo: UInt32) {
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
    }

    /// An image's format: this package's images are 8-bit RGBA (32 bits a pixel).
    public init?(cgImage: CGImage) {
        self.init(bitsPerComponent: 8, bitsPerPixel: 32, colorSpace: nil, bitmapInfo: 0)
    }

    public var componentCount: Int { Int(bitsPerPixel / max(bitsPerComponent, 1)) }
}

/// A rectangle of pixels in memory (Apple: "vImage_Buffer").
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int

    public init() {
        data = nil
        height = 0
        width = 0
        rowBytes = 0
    }

    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }

    /// Allocates zeroed memory for a width, height and pixel size; free it with `free()`.
    public init(width: Int, height: Int, bitsPerPixel: UInt32) throws {
        guard width > 0, height > 0, bitsPerPixel > 0 else { throw vImage.Error.invalidParameter }
        let rowBytes = (width * Int(bitsPerPixel) + 7) / 8
        let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        self.init(data: memory, height: vImagePixelCount(height), width: vImagePixelCount(width), rowBytes: rowBytes)
    }

    /// An image's pixels: none can be read here, so this throws `nullPointerArgument`.
    public init(cgImage: CGImage, format: vImage_CGImageFormat, flags: vImage.Options = .noFlags) throws {
        throw vImage.Error.nullPointerArgument
    }

    public init(cgImage: CGImage) throws {
        throw vImage.Error.nullPointerArgument
    }

    public mutating func free() {
        data?.deallocate()
        data = nil
    }

    /// An image of the buffer's size (this package's images keep no pixels).
    public func createCGImage(format: vImage_CGImageFormat, flags: vImage.Options = .noFlags) throws -> CGImage {
        guard data != nil else { throw vImage.Error.nullPointerArgument }
        return CGImage(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
    }

    func planar8Pixels() -> [Pixel_8] {
        guard let data else { return [] }
        var pixels: [Pixel_8] = []
        pixels.reserveCapacity(Int(width * height))
        for row in 0..<Int(height) {
            let start = data.advanced(by: row * rowBytes).assumingMemoryBound(to: UInt8.self)
            pixels.append(contentsOf: UnsafeBufferPointer(start: start, count: Int(width)))
        }
        return pixels
    }
}

extension vImage {
    public struct Options: OptionSet, Sendable {
        public let rawValue: vImage_Flags
        public init(rawValue: vImage_Flags) { self.rawValue = rawValue }
        public static let noFlags = Options([])
        public static let doNotTile = Options(rawValue: 16)
        public static let highQualityResampling = Options(rawValue: 32)
    }
}

/// Scales four-channel 8-bit pixels to the destination's size, by nearest pixel (Apple's uses
/// a Lanczos kernel, so values differ at edges). Either buffer without data fails.
@discardableResult
public func vImageScale_ARGB8888(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                 _ tempBuffer: UnsafeMutableRawPointer?, _ flags: vImage_Flags) -> vImage_Error {
    let s = src.pointee, d = dest.pointee
    guard let from = s.data, let to = d.data else { return kvImageNullPointerArgument }
    guard s.width > 0, s.height > 0 else { return kvImageInvalidParameter }
    for y in 0..<Int(d.height) {
        let sy = min(Int(s.height) - 1, y * Int(s.height) / max(Int(d.height), 1))
        for x in 0..<Int(d.width) {
            let sx = min(Int(s.width) - 1, x * Int(s.width) / max(Int(d.width), 1))
            to.advanced(by: y * d.rowBytes + x * 4).copyMemory(from: from.advanced(by: sy * s.rowBytes + sx * 4), byteCount: 4)
        }
    }
    return kvImageNoError
}

/// One plane from four channels: each pixel is `(Σ (channel + preBias) × matrix + postBias) /
/// divisor`, clamped to 0…255 (Apple: "vImageMatrixMultiply_ARGB8888ToPlanar8"). Buffers of
/// different sizes fail with `kvImageBufferSizeMismatch`; a buffer without data with
/// `kvImageNullPointerArgument`.
@discardableResult
public func vImageMatrixMultiply_ARGB8888ToPlanar8(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                                   _ matrix: UnsafePointer<Int16>, _ divisor: Int32,
                                                   _ pre_bias: UnsafePointer<Int16>?, _ post_bias: Int32,
                                                   _ flags: vImage_Flags) -> vImage_Error {
    let s = src.pointee, d = dest.pointee
    guard let from = s.data, let to = d.data else { return kvImageNullPointerArgument }
    guard s.width == d.width, s.height == d.height else { return kvImageBufferSizeMismatch }
    guard divisor != 0 else { return kvImageInvalidParameter }
    for y in 0..<Int(s.height) {
        let inRow = from.advanced(by: y * s.rowBytes).assumingMemoryBound(to: UInt8.self)
        let outRow = to.advanced(by: y * d.rowBytes).assumingMemoryBound(to: UInt8.self)
        for x in 0..<Int(s.width) {
            var sum = Int64(post_bias)
            for c in 0..<4 {
                let bias = Int64(pre_bias?[c] ?? 0)
                sum += (Int64(inRow[x * 4 + c]) + bias) * Int64(matrix[c])
            }
            outRow[x] = UInt8(clamping: sum / Int64(divisor))
        }
    }
    return kvImageNoError
}
