// The `CoreMedia` module for Linux, where Apple's framework does not exist: Core Media's time,
// which Apple's AVFoundation re-exports (and so does this one's): a rational number of seconds,
// `value` / `timescale`, with flags for the times that are not numbers (invalid, indefinite,
// infinite). Apple: Core Media, "CMTime", "CMTimeFlags", "CMTimeGetSeconds", "CMTimeCompare".
// Foundation only; depend on it for Linux only (docs/supported-api.md, "AVKit and AVFoundation").
import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// What a time is (Apple's bit values).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as a rational number of seconds: `value` / `timescale`. Two times are equal when they
/// are the same time, whatever their timescales (Apple's `==` is `CMTimeCompare(_:_:) == 0`).
public struct CMTime: Comparable, Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// A valid time when `timescale` is positive, else an invalid one (as `CMTimeMake`).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// The time nearest `seconds` in units of 1 / `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let exact = seconds * Double(preferredTimescale)
            let rounded = exact.rounded()
            self.init(value: CMTimeValue(rounded), timescale: preferredTimescale,
                      flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
        }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Valid, and neither indefinite nor infinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }

    /// The time in seconds: NaN for an invalid or indefinite time, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// Orders as `CMTimeCompare`: invalid times are equal to each other and after every valid one
    /// (Apple: "Invalid CMTimes are considered to be equal to each other, and greater than any
    /// other CMTime"), then the infinities and indefinite at the ends.
    static func compare(_ a: CMTime, _ b: CMTime) -> Int32 {
        func rank(_ t: CMTime) -> Int {
            if !t.isValid { return 4 }
            if t.isIndefinite { return 3 }
            if t.isPositiveInfinity { return 2 }
            if t.isNegativeInfinity { return 0 }
            return 1
        }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb ? -1 : 1 }
        guard ra == 1 else { return 0 }
        // value / timescale compared exactly: a.value * b.timescale against b.value * a.timescale.
        let lhs = a.value.multipliedFullWidth(by: Int64(b.timescale))
        let rhs = b.value.multipliedFullWidth(by: Int64(a.timescale))
        if lhs == rhs { return 0 }
        return (lhs.high, lhs.low) < (rhs.high, rhs.low) ? -1 : 1
    }

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }

    public func hash(into hasher: inout Hasher) {
        // Equal times hash alike: a numeric time by its reduced fraction.
        if isNumeric {
            var (a, b) = (value.magnitude, UInt64(timescale))
            while b != 0 { (a, b) = (b, a % b) }
            let divisor = Int64(max(a, 1))
            hasher.combine(value / divisor)
            hasher.combine(Int64(timescale) / divisor)
        } else {
            hasher.combine(flags.intersection([.valid, .indefinite, .positiveInfinity, .negativeInfinity]).rawValue)
        }
    }
}

public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { CMTime.compare(time1, time2) }

/// A range of time: where it starts and how long it lasts.
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
}
