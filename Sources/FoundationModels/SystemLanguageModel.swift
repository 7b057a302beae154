import Foundation
import Observation

/// Apple's on-device language model (Apple: "SystemLanguageModel", iOS 26). A Linux machine is not
/// eligible for Apple Intelligence: the model reports itself unavailable for that reason, as on a
/// device that cannot run it, and every request to it fails (LanguageModelSession.swift).
@Observable
public final class SystemLanguageModel: @unchecked Sendable {
    /// What the model is for (Apple: "SystemLanguageModel.UseCase").
    public struct UseCase: Hashable, Sendable {
        let name: String
        public static let general = UseCase(name: "general")
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// Its content guardrails (Apple: "SystemLanguageModel.Guardrails").
    public struct Guardrails: Sendable {
        let permissive: Bool
        public static let `default` = Guardrails(permissive: false)
        public static let permissiveContentTransformations = Guardrails(permissive: true)
    }

    public enum Availability: Equatable, Sendable {
        public enum UnavailableReason: Equatable, Sendable {
            case deviceNotEligible
            case appleIntelligenceNotEnabled
            case modelNotReady
        }

        case available
        case unavailable(UnavailableReason)
    }

    public static let `default` = SystemLanguageModel()

    public let useCase: UseCase
    public let guardrails: Guardrails

    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    public var availability: Availability { .unavailable(.deviceNotEligible) }

    public var isAvailable: Bool { availability == .available }

    /// The languages the model answers in: none here.
    public var supportedLanguages: Set<Locale.Language> { [] }

    public func supportsLocale(_ locale: Locale = .current) -> Bool { false }
}
