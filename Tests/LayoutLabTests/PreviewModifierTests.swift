import Foundation
import Observation
import Testing
@testable import LayoutLab

/// `#Preview(traits: .modifier(SampleData()))`: the preview shows inside the modifier's body once
/// its shared context is made, on the case's main actor; a context that cannot be made fails the
/// case, as the preview fails in Xcode. The previews are written out as `#Preview` expands them
/// (this target has no macros).
@Suite struct PreviewModifierTests {
    @Observable final class Library {
        var titles: [String] = []
    }

    /// Sample data for the previews, made asynchronously on the main actor.
    struct SampleLibrary: PreviewModifier {
        static func makeSharedContext() async throws -> Library {
            await Task.yield()
            let library = Library()
            library.titles = ["Dune", "Emma", "Ulysses"]
            return library
        }

        func body(content: Content, context: Library) -> some View {
            content.environment(context)
        }
    }

    struct Unreachable: Error {}

    struct BrokenSample: PreviewModifier {
        static func makeSharedContext() async throws -> Library { throw Unreachable() }
        func body(content: Content, context: Library) -> some View { content.environment(context) }
    }

    /// A screen that needs the library from its environment: without it the app would stop.
    struct Shelf: View {
        @Environment(Library.self) private var library
        var body: some View {
            VStack(spacing: 0) {
                ForEach(library.titles, id: \.self) { Text($0).frame(height: 30) }
            }
            .accessibilityIdentifier("shelf")
        }
    }

    struct ShelfPreview: DeclaredPreview {
        nonisolated static var previewTitle: String? { "Shelf" }
        nonisolated static var previewFileID: String { "Tests/Shelf.swift" }
        nonisolated static var previewLine: Int { 1 }
        @MainActor static var previewTraits: [Self.Trait] { [.modifier(SampleLibrary()), .sizeThatFitsLayout] }
        init() {}
        var body: some View { Shelf() }
    }

    struct BrokenShelfPreview: DeclaredPreview {
        nonisolated static var previewTitle: String? { "Broken" }
        nonisolated static var previewFileID: String { "Tests/Shelf.swift" }
        nonisolated static var previewLine: Int { 9 }
        @MainActor static var previewTraits: [Self.Trait] { [.modifier(BrokenSample())] }
        init() {}
        var body: some View { Shelf() }
    }

    @Test func thePreviewShowsInsideTheModifierOnceItsContextIsMade() async throws {
        let log = TraceLog()
        let result = await ViewRuntime.run(PreviewScenario<ShelfPreview>.self, variant: "", profile: DeviceProfile.named("iphone-13")!, observer: log)
        #expect(result.outcome == .stable, "\(result.failure ?? "")")
        let first = try #require(log.passes.first)
        #expect(first.node(named: "shelf") == nil, "the first pass runs before the context exists")
        let shelf = try #require(log.finalPass(step: 0)?.node(named: "shelf"))
        #expect(shelf.frame.size.height == 90, "three titles from the shared context, 30 pt each")
        #expect(log.diagnostics.allSatisfy { $0.code != .missingDependency })
    }

    @Test func aContextThatCannotBeMadeFailsTheCase() async throws {
        let log = TraceLog()
        let result = await ViewRuntime.run(PreviewScenario<BrokenShelfPreview>.self, variant: "", profile: DeviceProfile.named("iphone-13")!, observer: log)
        #expect(result.outcome == .error)
        #expect(result.failure?.contains("BrokenSample.makeSharedContext() threw") == true, "\(result.failure ?? "")")
        #expect(log.diagnostics.contains { $0.code == .previewContextFailed })
        #expect(log.finalPass(step: 0)?.node(named: "shelf") == nil)
    }
}
