import Foundation
import Observation

/// How a response is sampled (Apple: "GenerationOptions").
public struct GenerationOptions: Sendable, Equatable {
    public struct SamplingMode: Sendable, Equatable {
        let name: String
        public static let greedy = SamplingMode(name: "greedy")
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(name: "top-\(k)") }
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(name: "p-\(probabilityThreshold)")
        }
    }

    public var sampling: SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?

    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }
}

/// A conversation with the model (Apple: "LanguageModelSession"). The model is unavailable here
/// (SystemLanguageModel.swift), so every request throws `GenerationError.assetsUnavailable`, the
/// error Apple's session gives when the model's assets are not on the device; the session keeps
/// its instructions and the prompts it was sent.
@Observable
public final class LanguageModelSession: @unchecked Sendable {
    /// Why a request failed (Apple: "LanguageModelSession.GenerationError").
    public enum GenerationError: LocalizedError, Sendable {
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)

        public var errorDescription: String? {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                 .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                 .rateLimited(let context), .concurrentRequests(let context):
                context.debugDescription
            }
        }
    }

    /// A model's answer (Apple: "LanguageModelSession.Response").
    public struct Response<Content> {
        public let content: Content
    }

    public let model: SystemLanguageModel
    public let instructions: String?
    public private(set) var isResponding = false
    /// The prompts sent, oldest first (not Apple's API: what a test reads instead of a transcript).
    public private(set) var _prompts: [String] = []

    public init(model: SystemLanguageModel = .default, instructions: String? = nil) {
        self.model = model
        self.instructions = instructions
    }

    public init(model: SystemLanguageModel = .default, instructions: Instructions?) {
        self.model = model
        self.instructions = instructions?.text
    }

    public convenience init(model: SystemLanguageModel = .default, @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, instructions: try instructions())
    }

    /// Asks the model to load its assets: there are none to load here.
    public func prewarm(promptPrefix: Prompt? = nil) {}

    @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try fail(prompt)
    }

    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        try fail(prompt.text)
    }

    @discardableResult
    public func respond(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        try fail(try prompt().text)
    }

    private func fail(_ prompt: String) throws -> Response<String> {
        _prompts.append(prompt)
        throw GenerationError.assetsUnavailable(GenerationError.Context(
            debugDescription: "The on-device language model is not available on this device (not eligible for Apple Intelligence)."
        ))
    }
}
