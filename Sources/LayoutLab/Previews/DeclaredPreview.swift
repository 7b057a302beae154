/// What `#Preview` declares: a view with the preview's title, traits and place in its file. The
/// command line finds every type that conforms to it in its executable and records each as a
/// scenario (`PreviewScenario`); code never names these types, whose names the macro makes up.
///
/// Nothing references a preview's type, so an optimized build (whole-module, as `-c release`)
/// would drop it with its conformance record; the attribute keeps every conformance's record.
@_alwaysEmitConformanceMetadata
public protocol DeclaredPreview: View {
    /// The traits' type, by a name the expansion can use inside the preview's type: spelled out
    /// there, `Preview` would be the app's own type of that name, if it has one.
    typealias Trait = PreviewTrait<Preview.ViewTraits>

    /// The title given to `#Preview`, if any.
    nonisolated static var previewTitle: String? { get }
    /// `#fileID` of the `#Preview`: `Module/File.swift`.
    nonisolated static var previewFileID: String { get }
    /// The line of the `#Preview` in its file.
    nonisolated static var previewLine: Int { get }
    /// Main-actor isolated, as Apple's traits may be (`@MainActor static var sampleData: Self =
    /// .modifier(SampleData())`, `PreviewModifier` being a main-actor protocol).
    @MainActor static var previewTraits: [Trait] { get }
    /// The preview with its `@Previewable` state at its initial values.
    init()
}
