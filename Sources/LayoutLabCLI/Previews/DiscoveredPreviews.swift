import LayoutLab

/// The previews of this executable as scenarios: every `#Preview` (a `DeclaredPreview` type the
/// macro declared) and every `PreviewProvider`, found through their conformance records, so that a
/// package lists none of them. `#Preview`s come first, by file and line; then providers, by name.
enum DiscoveredPreviews {
    static func scenarios() -> [any Scenario.Type] {
        let declared = ConformanceRecords.conformingTypes(toProtocolNamed: "DeclaredPreview", inModule: "LayoutLab")
            .compactMap { $0 as? any DeclaredPreview.Type }
            .sorted { ($0.previewFileID, $0.previewLine) < ($1.previewFileID, $1.previewLine) }
            .map { scenario(for: $0) }
        let provided = ConformanceRecords.conformingTypes(toProtocolNamed: "PreviewProvider", inModule: "LayoutLab")
            .compactMap { $0 as? any PreviewProvider.Type }
            .map { scenario(for: $0) }
            .sorted { $0.name < $1.name }
        return declared + provided
    }

    /// Says which previews the catalog left out because an earlier scenario has their name (two
    /// `#Preview`s of one file with one title, say): Xcode shows both, so the loss is not obvious.
    static func warnAboutNamesTaken(_ previews: [any Scenario.Type], in catalog: Catalog) {
        for preview in previews {
            guard let kept = catalog.scenario(named: preview.name), ObjectIdentifier(kept) != ObjectIdentifier(preview) else { continue }
            let place = preview.seed.map { " (\($0))" } ?? ""
            Terminal.warning("the preview\(place) is left out: the name '\(preview.name)' is taken; give it a title of its own")
        }
    }

    private static func scenario<Declared: DeclaredPreview>(for preview: Declared.Type) -> any Scenario.Type {
        PreviewScenario<Declared>.self
    }

    private static func scenario<Provider: PreviewProvider>(for provider: Provider.Type) -> any Scenario.Type {
        PreviewProviderScenario<Provider>.self
    }
}
