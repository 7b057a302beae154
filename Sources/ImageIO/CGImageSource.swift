// The `ImageIO` module for Linux, where Apple's framework does not exist: image sources that
// read a PNG, JPEG or GIF file's header for what layout needs, its pixel size and its type.
// The pixels themselves are never decoded: a `CGImage` off-device is only its size
// (docs/supported-api.md, "ImageIO"). `UIKit` re-exports it, as Apple's does.
@_spi(Platform) import CoreGraphics
import Foundation

/// An image file's bytes, and what its header says: the type, and the size of its image.
public final class CGImageSource: @unchecked Sendable {
    let data: Data
    let header: ImageFileHeader?

    init(data: Data) {
        self.data = data
        header = ImageFileHeader(data)
    }
}

public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(data: data)
}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

/// How many images the source holds: one for a file whose header was read, none otherwise
/// (an animated GIF's frames are not counted).
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.header == nil ? 0 : 1
}

/// The uniform type identifier of the source's file (`public.png`), nil when not recognised.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.header.map { $0.type as CFString }
}

/// The image at `index`: its pixel size from the file's header, and the file's type.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, let header = isrc.header else { return nil }
    return CGImage(size: header.pixelSize, utType: header.type as CFString)
}

/// What an image file's first bytes say, for the three formats apps bundle most.
struct ImageFileHeader: Equatable {
    var type: String
    var pixelSize: CGSize

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(1 << 16))
        if let size = Self.png(bytes) {
            (type, pixelSize) = ("public.png", size)
        } else if let size = Self.gif(bytes) {
            (type, pixelSize) = ("com.compuserve.gif", size)
        } else if let size = Self.jpeg(bytes) {
            (type, pixelSize) = ("public.jpeg", size)
        } else {
            return nil
        }
    }

    /// PNG: the signature, then the IHDR chunk whose first fields are the width and height,
    /// 4 bytes each, big-endian, at bytes 16 and 20 (W3C, "PNG Specification", 11.2.2 IHDR).
    static func png(_ bytes: [UInt8]) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return CGSize(width: Int(bigEndian: bytes, at: 16, count: 4), height: Int(bigEndian: bytes, at: 20, count: 4))
    }

    /// GIF: "GIF87a" or "GIF89a", then the logical screen's width and height, 2 bytes each,
    /// little-endian (W3C-hosted "GIF89a Specification", 18. Logical Screen Descriptor).
    static func gif(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10, Array(bytes[0..<3]) == Array("GIF".utf8) else { return nil }
        return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// JPEG: after the start-of-image marker, segments each led by 0xFF, a marker and a 2-byte
    /// big-endian length; the first start-of-frame (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC)
    /// holds the precision, then the height and the width, 2 bytes each (ITU T.81, B.2.2).
    static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = Int(bigEndian: bytes, at: offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                return CGSize(
                    width: Int(bigEndian: bytes, at: offset + 7, count: 2), height: Int(bigEndian: bytes, at: offset + 5, count: 2)
                )
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }
}

extension Int {
    /// The unsigned big-endian integer of `count` bytes at `offset`.
    init(bigEndian bytes: [UInt8], at offset: Int, count: Int) {
        self = bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
