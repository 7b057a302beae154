import Foundation

/// What a session is told before any prompt (Apple: "Instructions"), written as text or with the
/// builder; kept as its text.
public struct Instructions: Sendable {
    let text: String

    public init(_ content: some InstructionsRepresentable) {
        text = content.instructionsRepresentation.text
    }

    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
        self = try content()
    }
}

public protocol InstructionsRepresentable {
    var instructionsRepresentation: Instructions { get }
}

extension Instructions: InstructionsRepresentable {
    public var instructionsRepresentation: Instructions { self }
}

extension String: InstructionsRepresentable {
    public var instructionsRepresentation: Instructions { Instructions(parts: [self]) }
}

extension Instructions {
    init(parts: [String]) {
        text = parts.joined(separator: "\n")
    }
}

/// Instructions' pieces, one a line (Apple: "InstructionsBuilder").
@resultBuilder
public struct InstructionsBuilder {
    public static func buildBlock<each I: InstructionsRepresentable>(_ components: repeat each I) -> Instructions {
        var parts: [String] = []
        for component in repeat each components { parts.append(component.instructionsRepresentation.text) }
        return Instructions(parts: parts)
    }

    public static func buildArray(_ instructions: [some InstructionsRepresentable]) -> Instructions {
        Instructions(parts: instructions.map(\.instructionsRepresentation.text))
    }

    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }

    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }

    public static func buildOptional(_ instructions: Instructions?) -> Instructions {
        instructions ?? Instructions(parts: [])
    }

    public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
        instructions.instructionsRepresentation
    }

    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I {
        expression
    }
}

/// A request to the model (Apple: "Prompt"), written as text or with the builder.
public struct Prompt: Sendable {
    let text: String

    public init(_ content: some PromptRepresentable) {
        text = content.promptRepresentation.text
    }

    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
        self = try content()
    }

    init(parts: [String]) {
        text = parts.joined(separator: "\n")
    }
}

public protocol PromptRepresentable {
    var promptRepresentation: Prompt { get }
}

extension Prompt: PromptRepresentable {
    public var promptRepresentation: Prompt { self }
}

extension String: PromptRepresentable {
    public var promptRepresentation: Prompt { Prompt(parts: [self]) }
}

/// A prompt's pieces, one a line (Apple: "PromptBuilder").
@resultBuilder
public struct PromptBuilder {
    public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P) -> Prompt {
        var parts: [String] = []
        for component in repeat each components { parts.append(component.promptRepresentation.text) }
        return Prompt(parts: parts)
    }

    public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt {
        Prompt(parts: prompts.map(\.promptRepresentation.text))
    }

    public static func buildEither(first component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }

    public static func buildEither(second component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }

    public static func buildOptional(_ prompt: Prompt?) -> Prompt {
        prompt ?? Prompt(parts: [])
    }

    public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt {
        prompt.promptRepresentation
    }

    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P {
        expression
    }
}
