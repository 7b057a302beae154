import Foundation

/// Metal shaders as SwiftUI uses them (iOS 17): a function from a library, called with its
/// arguments, gives a `Shader`, which fills a shape or recolours, distorts or re-renders a view
/// (`colorEffect`, `distortionEffect`, `layerEffect`). There is no Metal here: a shader is
/// accepted and never run. A colour or layer effect changes only pixels; a distortion moves them
/// within `maxSampleOffset` of where they were, never the view's frame (Apple: "Shader",
/// "colorEffect(_:isEnabled:)"). So none of them changes layout, and `render` draws the view as
/// without them.

/// The shader functions of a Metal library, by name: `ShaderLibrary.ripple(.float(t))`, or
/// `ShaderLibrary.default.ripple`.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    let source: String

    /// The app's own shaders (the main bundle's default library).
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of a bundle.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    /// A compiled library's data or file.
    public init(data: Data) { source = "data" }
    public init(url: URL) { source = url.path }

    init(source: String) { self.source = source }

    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A named function in a shader library; calling it with arguments gives a `Shader`.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
    public let library: ShaderLibrary
    public let name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments: a shape style, or the effect of a view modifier.
public struct Shader: ShapeStyle, Sendable {
    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether colours are dithered (Apple's default: true).
    public var dithersColor = true

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument of a shader call, as Metal receives it.
    public struct Argument: Sendable {
        let kind: String

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2") }
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(kind: "float3") }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(kind: "float4") }
        public static func float4(_ color: Color) -> Argument { Argument(kind: "float4") }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray") }
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(kind: "colorArray") }
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        public static func data(_ data: Data) -> Argument { Argument(kind: "data") }
        /// The view's bounding rectangle in its own coordinates, filled in when the shader runs.
        public static var boundingRect: Argument { Argument(kind: "boundingRect") }
    }
}

nonisolated extension View {
    /// Recolours each pixel with `shader`: drawing only.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// Moves each pixel by the shader's offset, at most `maxSampleOffset`: drawing only, the
    /// frame stays where layout put it.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

    /// Re-renders the view's layer through `shader`: drawing only.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

extension VisualEffect {
    /// The shader effects inside `visualEffect`: drawing only, no geometric effect.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}
