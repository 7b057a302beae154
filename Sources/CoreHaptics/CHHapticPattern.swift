// The `CoreHaptics` module for Linux, where Apple's framework does not exist. A pattern and its
// events are real values (their duration is computed); the engine that would play them needs a
// Taptic Engine, which this machine lacks (CHHapticEngine.swift; docs/supported-api.md,
// "CoreHaptics"). Depend on it for Linux only (docs/scenarios.md).
import Foundation

public typealias CHHapticAudioResourceID = UInt

/// One parameter of an event, fixed for the event.
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    open var value: Float

    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A haptic or audio event in a pattern.
open class CHHapticEvent: NSObject, @unchecked Sendable {
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    public let type: EventType
    open var eventParameters: [CHHapticEventParameter]
    open var relativeTime: TimeInterval
    /// 0 for a transient event, which has no length of its own.
    open var duration: TimeInterval

    public init(eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        duration = 0
    }

    public init(eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval,
                duration: TimeInterval) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        self.duration = duration
    }

    public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParameters: [CHHapticEventParameter],
                            relativeTime: TimeInterval) {
        self.init(eventType: .audioCustom, parameters: eventParameters, relativeTime: relativeTime)
    }
}

/// A parameter changed while a pattern plays.
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }

    public let parameterID: ID
    open var value: Float
    open var relativeTime: TimeInterval

    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A parameter that follows a curve while a pattern plays.
open class CHHapticParameterCurve: NSObject, @unchecked Sendable {
    open class ControlPoint: NSObject, @unchecked Sendable {
        open var relativeTime: TimeInterval
        open var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }

    public let parameterID: CHHapticDynamicParameter.ID
    open var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]

    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

/// Events and parameter changes to play together.
open class CHHapticPattern: NSObject, @unchecked Sendable {
    public let events: [CHHapticEvent]
    public let parameters: [CHHapticDynamicParameter]
    public let parameterCurves: [CHHapticParameterCurve]

    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        self.parameters = parameters
        parameterCurves = []
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        self.events = events
        parameters = []
        self.parameterCurves = parameterCurves
    }

    /// A pattern from an AHAP dictionary (`"Pattern"`: events with `"Time"`, `"EventType"`,
    /// `"EventDuration"`, `"EventParameters"`); throws `CHHapticError.Code.invalidPatternDictionary`
    /// when it is not one.
    public init(dictionary: [CHHapticPattern.Key: Any]) throws {
        guard let entries = dictionary[.pattern] as? [Any] else { throw CHHapticError(.invalidPatternDictionary) }
        var events: [CHHapticEvent] = []
        for entry in entries {
            guard let event = Self.value(entry, .event) else { continue }
            guard let type = Self.string(Self.value(event, .eventType)), let time = Self.number(Self.value(event, .time)) else {
                throw CHHapticError(.invalidPatternDictionary)
            }
            let parameters = (Self.value(event, .eventParameters) as? [Any] ?? []).compactMap { parameter -> CHHapticEventParameter? in
                guard let id = Self.string(Self.value(parameter, .parameterID)),
                      let value = Self.number(Self.value(parameter, .parameterValue)) else { return nil }
                return CHHapticEventParameter(parameterID: .init(rawValue: id), value: Float(value))
            }
            let duration = Self.number(Self.value(event, .eventDuration)) ?? 0
            events.append(CHHapticEvent(eventType: .init(rawValue: type), parameters: parameters, relativeTime: time, duration: duration))
        }
        self.events = events
        parameters = []
        parameterCurves = []
    }

    // An AHAP dictionary written in Swift keys its inner dictionaries by `Key` or by string, and
    // gives types and identifiers as strings or as their typed values.
    private static func value(_ dictionary: Any, _ key: Key) -> Any? {
        if let typed = dictionary as? [Key: Any] { return typed[key] }
        if let plain = dictionary as? [String: Any] { return plain[key.rawValue] }
        return nil
    }

    private static func string(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let type as CHHapticEvent.EventType: type.rawValue
        case let id as CHHapticEvent.ParameterID: id.rawValue
        default: nil
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let double as Double: double
        case let float as Float: Double(float)
        case let int as Int: Double(int)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// When the last event ends.
    open var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }

    /// The keys of an AHAP dictionary.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let version = Key(rawValue: "Version")
        public static let pattern = Key(rawValue: "Pattern")
        public static let event = Key(rawValue: "Event")
        public static let eventType = Key(rawValue: "EventType")
        public static let time = Key(rawValue: "Time")
        public static let eventDuration = Key(rawValue: "EventDuration")
        public static let eventParameters = Key(rawValue: "EventParameters")
        public static let parameterID = Key(rawValue: "ParameterID")
        public static let parameterValue = Key(rawValue: "ParameterValue")
    }
}
