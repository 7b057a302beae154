#if os(Linux)
// Apple's on-device model as apps call it: check availability, then ask, falling back when it fails.
import FoundationModels
import Foundation
import Testing

@Suite struct FoundationModelsTests {
    @Test func theModelIsUnavailableOnAnIneligibleDevice() {
        let model = SystemLanguageModel.default
        #expect(model.availability == .unavailable(.deviceNotEligible))
        #expect(!model.isAvailable)
        if case .available = model.availability { Issue.record("available on Linux") }
    }

    /// Instructions written with the builder are kept one piece a line; a request fails with the
    /// error Apple's session gives without the model's assets, and the prompt is kept.
    @Test func aRequestFailsAsWithoutTheModelsAssets() async {
        let detailed = true
        let session = LanguageModelSession {
            "Answer in one sentence."
            if detailed {
                "Mention the peak probability."
            }
        }
        #expect(session.instructions == "Answer in one sentence.\nMention the peak probability.")
        var summary = "No AI summary"
        do {
            let response = try await session.respond(to: "Summarise: rain at 3 pm.", options: GenerationOptions(temperature: 0.2))
            summary = response.content
        } catch let error as LanguageModelSession.GenerationError {
            guard case .assetsUnavailable(let context) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(context.debugDescription.contains("not available"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(summary == "No AI summary")
        #expect(session._prompts == ["Summarise: rain at 3 pm."])
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond { "Line one"; "Line two" }
        }
        #expect(session._prompts.last == "Line one\nLine two")
    }
}
#endif
