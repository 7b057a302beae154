// Steps, activity and altitude (Apple: "CMPedometer", "CMMotionActivityManager", "CMAltimeter")
// on a machine with no motion coprocessor or barometer: each reports itself unavailable, and each
// query or update hands its handler Core Motion's "not available" error before the call returns
// (on the caller's thread, so a case stays deterministic; docs/supported-api.md, "CoreMotion").
import Foundation

/// Steps and distance over a span of time.
open class CMPedometerData: NSObject, @unchecked Sendable {
    public let startDate: Date
    public let endDate: Date
    public let numberOfSteps: NSNumber
    public let distance: NSNumber?
    public let floorsAscended: NSNumber?
    public let floorsDescended: NSNumber?
    public let currentPace: NSNumber?
    public let currentCadence: NSNumber?
    public let averageActivePace: NSNumber?

    init(startDate: Date, endDate: Date, numberOfSteps: Int) {
        self.startDate = startDate
        self.endDate = endDate
        self.numberOfSteps = NSNumber(value: numberOfSteps)
        distance = nil
        floorsAscended = nil
        floorsDescended = nil
        currentPace = nil
        currentCadence = nil
        averageActivePace = nil
    }
}

public enum CMPedometerEventType: Int, Sendable {
    case pause, resume
}

open class CMPedometerEvent: NSObject, @unchecked Sendable {
    public let date: Date
    public let type: CMPedometerEventType
    init(date: Date, type: CMPedometerEventType) {
        self.date = date
        self.type = type
    }
}

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

open class CMPedometer: NSObject, @unchecked Sendable {
    public override init() {}

    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// Not determined: no one has been asked, and no one can be.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, NSError.coreMotion(CMErrorMotionActivityNotAvailable))
    }

    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, NSError.coreMotion(CMErrorMotionActivityNotAvailable))
    }

    open func stopUpdates() {}

    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        handler(nil, NSError.coreMotion(CMErrorMotionActivityNotAvailable))
    }

    open func stopEventUpdates() {}
}

public enum CMMotionActivityConfidence: Int, Sendable {
    case low, medium, high
}

/// What the user was doing, as the coprocessor classifies it.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    public let startDate: Date
    public let confidence: CMMotionActivityConfidence
    public let unknown: Bool
    public let stationary: Bool
    public let walking: Bool
    public let running: Bool
    public let automotive: Bool
    public let cycling: Bool

    init(startDate: Date, confidence: CMMotionActivityConfidence = .low) {
        self.startDate = startDate
        self.confidence = confidence
        unknown = true
        stationary = false
        walking = false
        running = false
        automotive = false
        cycling = false
        super.init(timestamp: 0)
    }
}

public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    public override init() {}

    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Its handler takes no error, so it is never called: no activity is ever classified.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {}
    open func stopActivityUpdates() {}

    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping CMMotionActivityQueryHandler) {
        handler(nil, NSError.coreMotion(CMErrorMotionActivityNotAvailable))
    }
}

/// Altitude changes and air pressure.
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    public let relativeAltitude: NSNumber
    public let pressure: NSNumber
    init(relativeAltitude: Double, pressure: Double) {
        self.relativeAltitude = NSNumber(value: relativeAltitude)
        self.pressure = NSNumber(value: pressure)
        super.init(timestamp: 0)
    }
}

open class CMAbsoluteAltitudeData: CMLogItem, @unchecked Sendable {
    public let altitude: Double
    public let accuracy: Double
    public let precision: Double
    init(altitude: Double) {
        self.altitude = altitude
        accuracy = -1
        precision = -1
        super.init(timestamp: 0)
    }
}

public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void
public typealias CMAbsoluteAltitudeHandler = (CMAbsoluteAltitudeData?, (any Error)?) -> Void

open class CMAltimeter: NSObject, @unchecked Sendable {
    public override init() {}

    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {
        handler(nil, NSError.coreMotion(CMErrorNotAvailable))
    }

    open func stopRelativeAltitudeUpdates() {}

    open func startAbsoluteAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAbsoluteAltitudeHandler) {
        handler(nil, NSError.coreMotion(CMErrorNotAvailable))
    }

    open func stopAbsoluteAltitudeUpdates() {}
}
