/// A `PreviewProvider` as a scenario: its `previews`, on every profile. A provider whose
/// `previews` holds several views is one scenario whose window holds them all, each centred as a
/// window centres its content, not one scenario each as Xcode's canvas shows them.
public struct PreviewProviderScenario<Provider: PreviewProvider>: Scenario {
    public nonisolated static var name: String { PreviewScenarioName.provider(Provider.self) }

    public nonisolated static var summary: String { "The previews of \(String(describing: Provider.self))." }

    public nonisolated static var seed: String? { String(reflecting: Provider.self) }

    public init(variant: String) {}

    public var body: some View { Provider.previews }
}
