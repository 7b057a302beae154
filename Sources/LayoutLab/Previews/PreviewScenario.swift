/// A `#Preview` as a scenario: its view, laid out as its traits say, on every profile, launched in
/// the orientation its traits give. Made by the command line for each `DeclaredPreview` it finds.
public struct PreviewScenario<Declared: DeclaredPreview>: Scenario {
    public nonisolated static var name: String {
        PreviewScenarioName.declared(fileID: Declared.previewFileID, title: Declared.previewTitle, line: Declared.previewLine)
    }

    public nonisolated static var summary: String {
        let file = Declared.previewFileID.split(separator: "/").last.map(String.init) ?? Declared.previewFileID
        let title = Declared.previewTitle.map { " \"\($0)\"" } ?? ""
        return "The #Preview\(title) at \(file), line \(Declared.previewLine)."
    }

    /// Where the preview is written, stored with every case (`run_cases.seed`).
    public nonisolated static var seed: String? { "\(Declared.previewFileID):\(Declared.previewLine)" }

    /// The preview's traits, which the app may declare on the main actor (`@MainActor static var
    /// sampleData: Self = .modifier(SampleData())`).
    private nonisolated static var traits: [PreviewTrait<Preview.ViewTraits>] { MainActorBridge.run { Declared.previewTraits } }

    public nonisolated static var timeline: Timeline { [.launch(traits.orientation)] }

    /// Read once per case: a body is asked for every pass, and each read crosses to the main actor.
    private let traits: [PreviewTrait<Preview.ViewTraits>]

    public init(variant: String) {
        traits = Self.traits
    }

    public var body: some View {
        // The first `.modifier` trait given is the outermost (a choice: Apple does not say).
        let content = traits.modifiers.reversed().reduce(_StyleConfigurationPart(Declared())) { content, modifier in
            modifier.wrapping(content)
        }
        return content.modifier(PreviewLayoutModifier(layout: traits.layout))
    }
}
