import Foundation

// The typed built-in filters (Apple: `import CoreImage.CIFilterBuiltins`, iOS 13), as apps make a
// QR code or a sepia photo: `CIFilter.qrCodeGenerator()` with `message`, `CIFilter.sepiaTone()` with
// `inputImage` and `intensity`. Each is the named filter (`CIQRCodeGenerator`, `CISepiaTone`…) with
// its parameters as properties over the filter's own values, so `value(forKey:)` reads them too.
// As every filter here (CoreImage.swift), a filter's output is its input image: nothing is
// computed, and a generator, which has no input, outputs nothing (`outputImage` is nil).

/// A filter's typed parameters, read and written under the filter's keys.
open class CIBuiltinFilter: CIFilter, @unchecked Sendable {
    func parameter<T>(_ key: String) -> T? { value(forKey: key) as? T }

    public var inputImage: CIImage? {
        get { parameter(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
}

/// `CIQRCodeGenerator`: the message's bytes and the error-correction level (L, M, Q or H).
public final class CIQRCodeGeneratorFilter: CIBuiltinFilter, @unchecked Sendable {
    public var message: Data {
        get { parameter("inputMessage") ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    public var correctionLevel: String {
        get { parameter("inputCorrectionLevel") ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
}

/// A filter with an intensity (`CISepiaTone`, `CIVignette`).
public final class CIIntensityFilter: CIBuiltinFilter, @unchecked Sendable {
    public var intensity: Float {
        get { parameter(kCIInputIntensityKey) ?? 1 }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
    public var radius: Float {
        get { parameter(kCIInputRadiusKey) ?? 1 }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
}

/// A filter with a radius (`CIGaussianBlur`, `CIPixellate` by its scale).
public final class CIRadiusFilter: CIBuiltinFilter, @unchecked Sendable {
    public var radius: Float {
        get { parameter(kCIInputRadiusKey) ?? 10 }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
    public var scale: Float {
        get { parameter(kCIInputScaleKey) ?? 8 }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
}

/// `CIColorControls`: saturation, brightness and contrast.
public final class CIColorControlsFilter: CIBuiltinFilter, @unchecked Sendable {
    public var saturation: Float {
        get { parameter("inputSaturation") ?? 1 }
        set { setValue(newValue, forKey: "inputSaturation") }
    }
    public var brightness: Float {
        get { parameter("inputBrightness") ?? 0 }
        set { setValue(newValue, forKey: "inputBrightness") }
    }
    public var contrast: Float {
        get { parameter("inputContrast") ?? 1 }
        set { setValue(newValue, forKey: "inputContrast") }
    }
}

/// A filter without typed parameters beyond its input (`CIPhotoEffectNoir`…).
public final class CIImageFilter: CIBuiltinFilter, @unchecked Sendable {}

extension CIFilter {
    private static func builtin<F: CIBuiltinFilter>(_ type: F.Type, _ name: String) -> F { F(name: name)! }

    public static func qrCodeGenerator() -> CIQRCodeGeneratorFilter { builtin(CIQRCodeGeneratorFilter.self, "CIQRCodeGenerator") }
    public static func sepiaTone() -> CIIntensityFilter { builtin(CIIntensityFilter.self, "CISepiaTone") }
    public static func vignette() -> CIIntensityFilter { builtin(CIIntensityFilter.self, "CIVignette") }
    public static func gaussianBlur() -> CIRadiusFilter { builtin(CIRadiusFilter.self, "CIGaussianBlur") }
    public static func boxBlur() -> CIRadiusFilter { builtin(CIRadiusFilter.self, "CIBoxBlur") }
    public static func pixellate() -> CIRadiusFilter { builtin(CIRadiusFilter.self, "CIPixellate") }
    public static func colorControls() -> CIColorControlsFilter { builtin(CIColorControlsFilter.self, "CIColorControls") }
    public static func photoEffectNoir() -> CIImageFilter { builtin(CIImageFilter.self, "CIPhotoEffectNoir") }
    public static func photoEffectMono() -> CIImageFilter { builtin(CIImageFilter.self, "CIPhotoEffectMono") }
    public static func photoEffectChrome() -> CIImageFilter { builtin(CIImageFilter.self, "CIPhotoEffectChrome") }
    public static func colorInvert() -> CIImageFilter { builtin(CIImageFilter.self, "CIColorInvert") }
}
