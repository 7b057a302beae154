// The `CoreML` module for Linux, where Apple's framework does not exist: what SwiftUI apps touch
// around a bundled model (a configuration, loading it, feature providers and values). A compiled
// Core ML model runs only in Apple's runtime, which a Linux machine does not have, so loading a
// model always throws, as on a device that cannot run it: a missing file with Apple's I/O error,
// any other with the generic error (docs/supported-api.md, "Vision, CoreML and PDFKit"). Feature
// values and providers are real values. Depend on it for Linux only.
@_exported import Foundation

public let MLModelErrorDomain = "com.apple.CoreML"

/// Core ML's error codes (Apple's raw values, "MLModelError.Code").
public struct MLModelError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case generic = 0, featureType = 1, io = 3, customLayer = 4, customModel = 5, update = 6, parameters = 7
        case modelDecryptionKeyFetch = 8, modelDecryption = 9, modelCollection = 10, predictionCancelled = 11
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// Which processors a model may use (Apple's raw values).
public enum MLComputeUnits: Int, Sendable {
    case cpuOnly = 0, cpuAndGPU = 1, all = 2, cpuAndNeuralEngine = 3
}

open class MLModelConfiguration: NSObject, @unchecked Sendable {
    open var computeUnits = MLComputeUnits.all
    open var allowLowPrecisionAccumulationOnGPU = false
    open var modelDisplayName: String?
    public override init() {}
}

/// The kind of a feature value (Apple's raw values).
public enum MLFeatureType: Int, Sendable {
    case invalid = 0, int64 = 1, double = 2, string = 3, image = 4, multiArray = 5, dictionary = 6, sequence = 7, state = 8
}

/// One named input or output value of a model.
open class MLFeatureValue: NSObject, @unchecked Sendable {
    public let type: MLFeatureType
    public let isUndefined: Bool
    private let number: Double
    private let text: String
    private let dictionary: [AnyHashable: NSNumber]
    public let multiArrayValue: MLMultiArray?

    private init(type: MLFeatureType, number: Double = 0, text: String = "", dictionary: [AnyHashable: NSNumber] = [:], multiArray: MLMultiArray? = nil, undefined: Bool = false) {
        self.type = type
        self.number = number
        self.text = text
        self.dictionary = dictionary
        multiArrayValue = multiArray
        isUndefined = undefined
    }

    public convenience init(double value: Double) { self.init(type: .double, number: value) }
    public convenience init(int64 value: Int64) { self.init(type: .int64, number: Double(value)) }
    public convenience init(string value: String) { self.init(type: .string, text: value) }
    public convenience init(multiArray value: MLMultiArray) { self.init(type: .multiArray, multiArray: value) }
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws { self.init(type: .dictionary, dictionary: value) }
    public convenience init(undefined type: MLFeatureType) { self.init(type: type, undefined: true) }

    open var doubleValue: Double { type == .double || type == .int64 ? number : 0 }
    open var int64Value: Int64 { type == .int64 || type == .double ? Int64(number) : 0 }
    open var stringValue: String { type == .string ? text : "" }
    open var dictionaryValue: [AnyHashable: NSNumber] { dictionary }
}

/// A model's inputs or outputs by name.
public protocol MLFeatureProvider {
    var featureNames: Set<String> { get }
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Feature values from a dictionary of values, feature values, strings or numbers; throws for a
/// value of another kind (Apple's fails the same way).
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
    public let dictionary: [String: MLFeatureValue]

    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            switch value {
            case let feature as MLFeatureValue: values[name] = feature
            case let text as String: values[name] = MLFeatureValue(string: text)
            case let integer as Int: values[name] = MLFeatureValue(int64: Int64(integer))
            case let integer as Int64: values[name] = MLFeatureValue(int64: integer)
            case let number as Double: values[name] = MLFeatureValue(double: number)
            case let array as MLMultiArray: values[name] = MLFeatureValue(multiArray: array)
            default:
                throw NSError(domain: MLModelErrorDomain, code: MLModelError.Code.featureType.rawValue, userInfo: [
                    NSLocalizedDescriptionKey: "The value of feature \(name) is not a supported type",
                ])
            }
        }
        self.dictionary = values
    }

    open var featureNames: Set<String> { Set(dictionary.keys) }
    open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
    open subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// The element types of a multi-array (Apple's raw values).
public enum MLMultiArrayDataType: Int, Sendable {
    case double = 0x10040, float32 = 0x10020, float16 = 0x10010, int32 = 0x20020
    public static let float64 = MLMultiArrayDataType.double
    public static let float = MLMultiArrayDataType.float32
}

/// A multi-dimensional array of numbers, kept as doubles, in row-major order.
open class MLMultiArray: NSObject, @unchecked Sendable {
    public let shape: [NSNumber]
    public let dataType: MLMultiArrayDataType
    private var values: [Double]

    /// Throws for a dimension that is not positive.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        guard shape.allSatisfy({ $0.intValue > 0 }) else {
            throw NSError(domain: MLModelErrorDomain, code: MLModelError.Code.generic.rawValue)
        }
        self.shape = shape
        self.dataType = dataType
        values = Array(repeating: 0, count: shape.reduce(1) { $0 * $1.intValue })
    }

    open var count: Int { values.count }

    open var strides: [NSNumber] {
        var strides: [Int] = []
        var stride = 1
        for dimension in shape.reversed() {
            strides.insert(stride, at: 0)
            stride *= dimension.intValue
        }
        return strides.map { NSNumber(value: $0) }
    }

    open subscript(index: Int) -> NSNumber {
        get { NSNumber(value: values[index]) }
        set { values[index] = newValue.doubleValue }
    }

    open subscript(key: [NSNumber]) -> NSNumber {
        get { self[zip(key, strides).reduce(0) { $0 + $1.0.intValue * $1.1.intValue }] }
        set { self[zip(key, strides).reduce(0) { $0 + $1.0.intValue * $1.1.intValue }] = newValue }
    }
}

/// A model's description: its inputs and outputs by name.
open class MLModelDescription: NSObject, @unchecked Sendable {
    open var inputDescriptionsByName: [String: MLFeatureDescription] { [:] }
    open var outputDescriptionsByName: [String: MLFeatureDescription] { [:] }
}

open class MLFeatureDescription: NSObject, @unchecked Sendable {
    open var name = ""
    open var type = MLFeatureType.invalid
}

/// A loaded model. None loads here: every initializer throws.
open class MLModel: NSObject, @unchecked Sendable {
    open private(set) var configuration: MLModelConfiguration
    open var modelDescription: MLModelDescription { MLModelDescription() }

    init(configuration: MLModelConfiguration) {
        self.configuration = configuration
    }

    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, configuration: MLModelConfiguration())
    }

    public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw Self.loadError(url)
    }

    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        throw loadError(url)
    }

    @preconcurrency open class func load(contentsOf url: URL, configuration: MLModelConfiguration, completionHandler handler: @escaping @Sendable (Result<MLModel, any Error>) -> Void) {
        handler(.failure(loadError(url)))
    }

    /// Compiling needs Apple's compiler: it throws too.
    open class func compileModel(at modelURL: URL) throws -> URL { throw loadError(modelURL) }
    open class func compileModel(at modelURL: URL) async throws -> URL { throw loadError(modelURL) }

    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
        throw NSError(domain: MLModelErrorDomain, code: MLModelError.Code.generic.rawValue)
    }

    /// A missing model is Apple's I/O error; one that exists cannot run here (generic).
    static func loadError(_ url: URL) -> NSError {
        if !FileManager.default.fileExists(atPath: url.path) {
            return NSError(domain: MLModelErrorDomain, code: MLModelError.Code.io.rawValue, userInfo: [
                NSLocalizedDescriptionKey: "No model found at \(url.path)",
            ])
        }
        return NSError(domain: MLModelErrorDomain, code: MLModelError.Code.generic.rawValue, userInfo: [
            NSLocalizedDescriptionKey: "Core ML models cannot run on this device",
        ])
    }
}
