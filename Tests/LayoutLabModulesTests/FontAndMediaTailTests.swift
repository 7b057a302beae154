#if os(Linux)
// A font loader, a video thumbnail and a save to the photo library, as the corpus's chat apps
// write them (docs/real-code.md).
import AVFoundation
import CoreGraphics
import CoreText
import Foundation
import Photos
import Testing
import UIKit

@Suite struct FontAndMediaTailTests {
    /// An sfnt file with one `name` table holding the PostScript name `name` (OpenType's layout:
    /// a 12-byte header, a 16-byte table record, then the table: a 6-byte header, one 12-byte
    /// record, the UTF-16BE string).
    static func fontData(postScriptName name: String) -> Data {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
        let string = name.utf16.flatMap { u16(Int($0)) }
        let table = u16(0) + u16(1) + u16(6 + 12) + u16(3) + u16(1) + u16(0x409) + u16(6) + u16(string.count) + u16(0) + string
        let header = u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0)
        let record = Array("name".utf8) + u32(0) + u32(12 + 16) + u32(table.count)
        return Data(header + record + table)
    }

    @Test func aFontLoadedFromDataRegistersOnceByItsPostScriptName() throws {
        let provider = try #require(CGDataProvider(data: Self.fontData(postScriptName: "CorpusIcons-Regular") as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == "CorpusIcons-Regular")
        var error: Unmanaged<CFError>?
        #expect(CGFont("CorpusIcons-Regular" as CFString) == nil)
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(CGFont("CorpusIcons-Regular" as CFString)?.postScriptName as String? == "CorpusIcons-Regular")
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let failure = try #require(error?.takeRetainedValue())
        #expect(failure.code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect((CFErrorCopyDescription(failure) as String).isEmpty == false)
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(CGFont("CorpusIcons-Regular" as CFString) == nil)

        #expect(CGDataProvider(data: Data("not a font".utf8) as CFData).flatMap(CGFont.init) == nil)
        #expect(NSException(name: .internalInconsistencyException, reason: "font", userInfo: nil).name.rawValue
                == "NSInternalInconsistencyException")
    }

    @Test func aVideoThumbnailCannotBeDecoded() throws {
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/videos/clip.mov")))
        generator.appliesPreferredTrackTransform = true
        generator.maximumSize = CGSize(width: 180, height: 180)
        #expect(throws: NSError.self) { try generator.copyCGImage(at: CMTime(value: 0, timescale: 1), actualTime: nil) }
        var results: [AVAssetImageGenerator.Result] = []
        generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: .zero), NSValue(time: CMTime(value: 1, timescale: 1))]) { _, image, _, result, _ in
            #expect(image == nil)
            results.append(result)
        }
        #expect(results == [.failed, .failed])
    }

    @Test func savingToThePhotoLibraryIsDeclinedWithoutRunningTheChange() async {
        let ran = LockedFlag()
        await withCheckedContinuation { continuation in
            PHPhotoLibrary.shared().performChanges({
                ran.set()
                PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
            }) { success, error in
                #expect(!success)
                #expect((error as NSError?)?.code == 3311)
                continuation.resume()
            }
        }
        #expect(!ran.value)
    }
}

/// A flag set from whichever thread runs a block.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    func set() { lock.withLock { isSet = true } }
    var value: Bool { lock.withLock { isSet } }
}
#endif
