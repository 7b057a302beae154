#if os(Linux)
// A font registered from a file at launch and asked its size, as apps that ship a font do.
import CoreGraphics
import CoreText
import Foundation
import SwiftUI
import Testing

@Suite(.serialized) struct CoreTextTests {
    @Test func aFontFileRegistersOnceAndAMissingOneFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coretext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("Pretendard-Bold.otf")
        try Data([0x4f, 0x54, 0x54, 0x4f]).write(to: font)

        #expect(CTFontManagerRegisterFontsForURL(font as CFURL, .process, nil))
        #expect(_RegisteredFonts.postScriptNames.contains("Pretendard-Bold"))

        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(font as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)

        let missing = folder.appendingPathComponent("Missing.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)

        #expect(CGFont("Pretendard-Bold" as CFString) != nil)
        #expect(CTFontManagerUnregisterFontsForURL(font as CFURL, .process, nil))
        #expect(!_RegisteredFonts.postScriptNames.contains("Pretendard-Bold"))
        #expect(CGFont("Pretendard-Bold" as CFString) == nil)
    }

    @Test func aFontByNameHasItsSizeAndTheEngineMetrics() {
        let font = CTFontCreateWithName("Pretendard-SemiBold" as CFString, 17, nil)
        #expect(CTFontGetSize(font) == 17)
        #expect(CTFontCopyPostScriptName(font) as String == "Pretendard-SemiBold")
        #expect(CTFontCopyFamilyName(font) as String == "Pretendard")
        // Size 0 is Core Text's default, 12 points.
        #expect(CTFontGetSize(CTFontCreateWithName("Any" as CFString, 0, nil)) == 12)
        // The system font's metrics at that size (UIFont's, measured: SF Pro at 17 points has a
        // line of 20.287 = ascent + descent).
        let line = CTFontGetAscent(font) + CTFontGetDescent(font)
        #expect(abs(line - UIFont.systemFont(ofSize: 17).lineHeight) < 0.01)
        #expect(CTFontGetDescent(font) > 0)
        #expect(CTFontGetAscent(CTFontCreateWithName("Any" as CFString, 34, nil)) > CTFontGetAscent(font))
    }
}
#endif
