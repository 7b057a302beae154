import Foundation

/// An action the app offers the system: a title, parameters, and `perform()`.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    /// `@Parameter` inside an intent.
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// An intent whose parameters configure a widget (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A configuration intent only carries values: performing it does nothing.
    public func perform() async throws -> some IntentResult { .result() }
}

public struct IntentDescription: Hashable, Sendable, ExpressibleByStringLiteral {
    public let text: LocalizedStringResource

    public init(_ text: LocalizedStringResource) {
        self.text = text
    }

    public init(stringLiteral value: String) {
        text = LocalizedStringResource(stringLiteral: value)
    }
}

/// What `perform()` returns.
public protocol IntentResult {}

/// The result with no value, dialog or view: `.result()`.
public struct IntentResultContainer<Value, Opens, Dialog, Content>: IntentResult {
    init() {}
}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }
}

/// An intent's parameter: its title, and its value (the default until one is set).
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    private var value: Value?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        self.title = title
        self.value = defaultValue
    }

    /// Reading a parameter that has no value is a programming error on Apple's platforms too.
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("The parameter “\(title)” has no value and no default") }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }
}

extension IntentParameter where Value: ExpressibleByNilLiteral {
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: nil as Value)
    }
}
