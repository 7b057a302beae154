// The engine that plays haptic patterns (Apple: "CHHapticEngine") on a machine without a Taptic
// Engine. Apple's documentation says to check `capabilitiesForHardware().supportsHaptics` first;
// here it is false, and making an engine throws `CHHapticError.Code.notSupported` (-4809), what
// Apple's engine reports on hardware without haptics, so an app's "no haptics" path runs
// (docs/supported-api.md, "CoreHaptics").
import AVFAudio
import Foundation

/// What the hardware can play.
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes
}

/// A parameter's range and default.
public protocol CHHapticParameterAttributes {
    var minValue: Float { get }
    var maxValue: Float { get }
    var defaultValue: Float { get }
}

/// The capabilities of a machine with neither haptics nor haptic audio.
struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes {
        throw CHHapticError(.notSupported)
    }
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes {
        throw CHHapticError(.notSupported)
    }
}

/// Core Haptics' errors (Apple's domain and codes).
public struct CHHapticError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case operationNotPermitted = -4806
        case engineStartTimeout = -4808
        case notSupported = -4809
        case serverInitFailed = -4810
        case serverInterrupted = -4811
        case invalidPatternPlayer = -4812
        case invalidPatternData = -4813
        case invalidPatternDictionary = -4814
        case invalidAudioSession = -4815
        case invalidEngineParameter = -4816
        case invalidParameterType = -4820
        case invalidEventType = -4821
        case invalidEventTime = -4822
        case invalidEventDuration = -4823
        case invalidAudioResource = -4824
        case resourceNotAvailable = -4825
        case badEventEntry = -4830
        case badParameterEntry = -4831
        case invalidTime = -4840
        case fileNotFound = -4851
        case insufficientPower = -4897
        case unknownError = -4898
        case memoryError = -4899
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "com.apple.CoreHaptics" }
    public var errorCode: Int { code.rawValue }
}

/// The time, in seconds on the engine's clock, that means "now".
public let CHHapticTimeImmediate: TimeInterval = 0

/// A player of one pattern.
public protocol CHHapticPatternPlayer: AnyObject {
    var isMuted: Bool { get set }
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
}

/// A player that can also pause, seek and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((any Error)?) -> Void { get set }
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
}

/// The haptic engine. It cannot be made here: its initializers throw `.notSupported`, so its
/// instance methods are never reached; they are declared so an app's engine code compiles.
// Not an `NSObject` here: Apple's `init() throws` cannot override `NSObject`'s `init()` in Swift.
open class CHHapticEngine: @unchecked Sendable {
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
             gameControllerDisconnect
        case systemError = -1
    }

    public enum FinishedAction: Int, Sendable {
        case stopEngine = 1, leaveEngineRunning
    }

    public typealias StoppedHandler = (StoppedReason) -> Void
    public typealias ResetHandler = () -> Void
    public typealias CompletionHandler = ((any Error)?) -> Void
    public typealias FinishedHandler = ((any Error)?) -> FinishedAction

    open var stoppedHandler: StoppedHandler = { _ in }
    open var resetHandler: ResetHandler = {}
    open var isAutoShutdownEnabled = false
    open var isMutedForAudio = false
    open var isMutedForHaptics = false
    open var playsHapticsOnly = false
    open var playsAudioOnly = false
    open var currentTime: TimeInterval { 0 }

    /// Neither haptics nor audio: see the file's comment.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHapticHardware() }

    /// Throws `.notSupported`: there is no Taptic Engine.
    public init() throws {
        throw CHHapticError(.notSupported)
    }

    /// Throws `.notSupported`, whatever the session.
    public init(audioSession: AVAudioSession?) throws {
        throw CHHapticError(.notSupported)
    }

    open func start() throws { throw CHHapticError(.notSupported) }
    open func start(completionHandler: CompletionHandler? = nil) { completionHandler?(CHHapticError(.notSupported)) }
    open func stop(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) { _ = finishedHandler(nil) }
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { throw CHHapticError(.notSupported) }
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { throw CHHapticError(.notSupported) }
    open func playPattern(from fileURL: URL) throws { throw CHHapticError(.notSupported) }
    open func playPattern(from data: Data) throws { throw CHHapticError(.notSupported) }
    open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
        throw CHHapticError(.notSupported)
    }
}
