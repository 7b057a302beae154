// The sensors' manager (Apple: "CMMotionManager") on a machine without them: every sensor is
// unavailable, starting one changes nothing and no handler is ever called, as Apple's manager
// behaves for a sensor the device lacks (docs/supported-api.md, "CoreMotion").
import Foundation

public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

open class CMMotionManager: NSObject, @unchecked Sendable {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    public override init() {}

    // No sensor: unavailable, never active, no sample.
    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }
    open var isAccelerometerActive: Bool { false }
    open var isGyroActive: Bool { false }
    open var isMagnetometerActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }
    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

    /// No frame can be measured: none.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() {}
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func stopDeviceMotionUpdates() {}
}
