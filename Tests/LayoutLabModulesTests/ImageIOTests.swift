#if os(Linux)
// Apple's Landmarks sample reads its pictures with ImageIO and shows them with
// `Image(_:scale:label:)`; a model file asks a `CGImage` for its type with `utType`.
import Foundation
import SwiftUI
import Testing
import UIKit
import LayoutLab

/// The Landmarks sample's image store, as it loads a picture.
enum PictureStore {
    static func load(_ url: URL) -> CGImage? {
        guard let source = CGImageSourceCreateWithURL(url as NSURL, nil),
              let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { return nil }
        return image
    }
}

struct Picture: View {
    let image: CGImage

    var body: some View {
        Image(image, scale: 2, label: Text("Turtle Rock"))
            .accessibilityIdentifier("picture")
    }
}

@Suite struct ImageIOTests {
    /// A file of `bytes` in a fresh temporary folder.
    static func file(_ bytes: [UInt8], named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// A PNG's signature and IHDR chunk: 640 × 480.
    static let pngHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0, 8, 6, 0, 0, 0]

    /// A JPEG with an APP0 segment before its baseline frame header: 1200 wide, 800 tall.
    static let jpegHeader: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x03, 0x20, 0x04, 0xB0, 0x03]

    @Test func aPNGsHeaderGivesItsSizeAndType() throws {
        let image = try #require(PictureStore.load(try Self.file(Self.pngHeader, named: "turtlerock.png")))
        #expect(image.width == 640 && image.height == 480)
        #expect(image.utType as String? == "public.png")
    }

    @Test func aJPEGsFrameHeaderGivesItsSize() throws {
        let url = try Self.file(Self.jpegHeader, named: "photo.jpg")
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) as String? == "public.jpeg")
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 1200 && image.height == 800)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    }

    @Test func aFileThatIsNoImageGivesNone() throws {
        let text = try Self.file(Array("hello".utf8), named: "notes.txt")
        let source = try #require(CGImageSourceCreateWithURL(text as CFURL, nil))
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/x.png") as CFURL, nil) == nil)
    }

    /// `Image(_:scale:label:)` lays a bitmap out at its pixels over its scale.
    @Test func aBitmapLaysOutAtItsPixelsOverItsScale() async throws {
        let image = try #require(PictureStore.load(try Self.file(Self.pngHeader, named: "turtlerock.png")))
        let (_, log) = await record(Picture(image: image))
        #expect(log.finalPass(step: 0)?.node(named: "picture")?.frame.size == CGSize(width: 320, height: 240))
    }
}
#endif
