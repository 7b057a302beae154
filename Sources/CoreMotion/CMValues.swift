// The `CoreMotion` module for Linux, where Apple's framework does not exist: a machine with no
// accelerometer, gyroscope, magnetometer, barometer or motion coprocessor. Every sensor reports
// itself unavailable, live updates never arrive, and queries fail with Core Motion's "not
// available" errors, as on a device without the sensor (docs/supported-api.md, "CoreMotion").
// The values a handler would receive are real, so an app's maths on them runs in tests. Depend on
// it for Linux only (docs/scenarios.md).
import Foundation

public struct CMAcceleration: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public struct CMRotationRate: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public struct CMMagneticField: Hashable, Sendable {
    public var x: Double, y: Double, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    case uncalibrated = -1, low, medium, high
}

public struct CMCalibratedMagneticField: Sendable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init() { field = CMMagneticField(); accuracy = .uncalibrated }
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) { self.field = field; self.accuracy = accuracy }
}

public struct CMQuaternion: Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double
    public init() { x = 0; y = 0; z = 0; w = 1 }
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
}

public struct CMRotationMatrix: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double
    public init() { (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (1, 0, 0, 0, 1, 0, 0, 0, 1) }
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }
}

/// The frames an attitude can be measured in.
public struct CMAttitudeReferenceFrame: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// The device's orientation as a rotation: computed from its unit quaternion, in Apple's
/// conventions (roll about y, pitch about x, yaw about z, radians).
open class CMAttitude: NSObject, NSCopying, @unchecked Sendable {
    public private(set) var quaternion: CMQuaternion

    /// Not public: Apple's attitudes come only from the sensors.
    init(quaternion: CMQuaternion) { self.quaternion = quaternion }

    open var rotationMatrix: CMRotationMatrix {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        return CMRotationMatrix(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + w * z), m13: 2 * (x * z - w * y),
            m21: 2 * (x * y - w * z), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + w * x),
            m31: 2 * (x * z + w * y), m32: 2 * (y * z - w * x), m33: 1 - 2 * (x * x + y * y))
    }

    open var pitch: Double {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        return asin(max(-1, min(1, 2 * (w * x + y * z))))
    }

    open var roll: Double {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        return atan2(2 * (w * y - x * z), 1 - 2 * (x * x + y * y))
    }

    open var yaw: Double {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        return atan2(2 * (w * z - x * y), 1 - 2 * (x * x + z * z))
    }

    /// Makes this attitude relative to `attitude`: this rotation after the inverse of that one.
    open func multiply(byInverseOf attitude: CMAttitude) {
        let a = attitude.quaternion
        let inverse = CMQuaternion(x: -a.x, y: -a.y, z: -a.z, w: a.w)
        let b = quaternion
        quaternion = CMQuaternion(
            x: inverse.w * b.x + inverse.x * b.w + inverse.y * b.z - inverse.z * b.y,
            y: inverse.w * b.y - inverse.x * b.z + inverse.y * b.w + inverse.z * b.x,
            z: inverse.w * b.z + inverse.x * b.y - inverse.y * b.x + inverse.z * b.w,
            w: inverse.w * b.w - inverse.x * b.x - inverse.y * b.y - inverse.z * b.z)
    }

    open func copy(with zone: NSZone? = nil) -> Any { CMAttitude(quaternion: quaternion) }
}

/// A sample's time, in seconds since the device booted.
open class CMLogItem: NSObject, @unchecked Sendable {
    public let timestamp: TimeInterval
    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    public let acceleration: CMAcceleration
    init(acceleration: CMAcceleration, timestamp: TimeInterval) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }
}

open class CMGyroData: CMLogItem, @unchecked Sendable {
    public let rotationRate: CMRotationRate
    init(rotationRate: CMRotationRate, timestamp: TimeInterval) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }
}

open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    public let magneticField: CMMagneticField
    init(magneticField: CMMagneticField, timestamp: TimeInterval) {
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}

/// The device's motion with gravity separated out.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    public enum SensorLocation: Int, Sendable {
        case `default`, headphoneLeft, headphoneRight
    }

    public let attitude: CMAttitude
    public let rotationRate: CMRotationRate
    public let gravity: CMAcceleration
    public let userAcceleration: CMAcceleration
    public let magneticField: CMCalibratedMagneticField
    /// Degrees from the reference frame's north; -1 when the frame has none.
    public let heading: Double
    public let sensorLocation: SensorLocation

    init(attitude: CMAttitude, rotationRate: CMRotationRate = CMRotationRate(), gravity: CMAcceleration = CMAcceleration(x: 0, y: 0, z: -1),
         userAcceleration: CMAcceleration = CMAcceleration(), timestamp: TimeInterval = 0) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        magneticField = CMCalibratedMagneticField()
        heading = -1
        sensorLocation = .default
        super.init(timestamp: timestamp)
    }
}

/// Core Motion's error domain and codes (Apple's values).
public let CMErrorDomain = "CMErrorDomain"

public struct CMError: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
}

public let CMErrorNULL = CMError(rawValue: 100)
public let CMErrorDeviceRequiresMovement = CMError(rawValue: 101)
public let CMErrorTrueNorthNotAvailable = CMError(rawValue: 102)
public let CMErrorUnknown = CMError(rawValue: 103)
public let CMErrorMotionActivityNotAvailable = CMError(rawValue: 104)
public let CMErrorMotionActivityNotAuthorized = CMError(rawValue: 105)
public let CMErrorMotionActivityNotEntitled = CMError(rawValue: 106)
public let CMErrorInvalidParameter = CMError(rawValue: 107)
public let CMErrorInvalidAction = CMError(rawValue: 108)
public let CMErrorNotAvailable = CMError(rawValue: 109)
public let CMErrorNotEntitled = CMError(rawValue: 110)
public let CMErrorNotAuthorized = CMError(rawValue: 111)

extension NSError {
    /// A Core Motion error of `code`, as handlers receive them.
    static func coreMotion(_ code: CMError) -> NSError {
        NSError(domain: CMErrorDomain, code: Int(code.rawValue))
    }
}

/// Whether the app may read motion data.
public enum CMAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined, restricted, denied, authorized
}
