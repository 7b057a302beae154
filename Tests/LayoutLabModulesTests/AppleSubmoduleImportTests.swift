#if os(Linux)
// Files that import parts of Apple's frameworks by name, as apps do: `import os.log` for a logger,
// `import UIKit.UIFont`, `import UIKit.UIGestureRecognizerSubclass` for a gesture recognizer's
// overridable touches. This file compiling is half the test: the submodules resolve, and each
// brings its framework's Swift module.
import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import Testing
import UIKit.UIFont
import UIKit.UIGestureRecognizerSubclass
import os.log

@Suite struct AppleSubmoduleImportTests {
    @Test func aSubmoduleImportBringsItsFramework() {
        let logger = Logger(subsystem: "com.example.reader", category: "fonts")
        let font = UIFont.systemFont(ofSize: 17)
        logger.info("body font \(font.pointSize, privacy: .public)")
        #expect(font.pointSize == 17)
        #expect(font.lineHeight > font.pointSize)
    }

    /// `CoreImage.CIFilterBuiltins`' typed filters keep their parameters under the filters' keys;
    /// nothing is computed: a filter's output is its input, a generator's nothing.
    @Test func typedBuiltinFiltersKeepTheirParameters() {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("https://example.com".utf8)
        qr.correctionLevel = "H"
        #expect(qr.name == "CIQRCodeGenerator" && qr.value(forKey: "inputCorrectionLevel") as? String == "H")
        #expect(qr.outputImage == nil)
        let sepia = CIFilter.sepiaTone()
        let photo = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 40, height: 30))
        sepia.inputImage = photo
        sepia.intensity = 0.8
        #expect(sepia.intensity == 0.8 && sepia.outputImage?.extent == photo.extent)
    }
}
#endif
