#if os(Linux)
// Core Motion and Core Haptics as a level app, a step counter and a game's haptic feedback write
// them: no sensor and no Taptic Engine, so each reports itself unavailable and the apps' fallback
// paths run. The values (attitudes, patterns) are real.
import CoreHaptics
@testable import CoreMotion
import Foundation
import Testing

final class LevelModel: @unchecked Sendable {
    let manager = CMMotionManager()
    var pitch = 0.0
    var status = "idle"

    func start() {
        guard manager.isDeviceMotionAvailable else {
            status = "Motion unavailable"
            return
        }
        manager.deviceMotionUpdateInterval = 1 / 60
        manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
            self?.pitch = motion?.attitude.pitch ?? 0
        }
    }
}

final class HapticsModel {
    var engine: CHHapticEngine?
    var log: [String] = []

    func prepare() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else {
            log.append("no haptics")
            return
        }
        do {
            engine = try CHHapticEngine()
            try engine?.start()
        } catch {
            log.append("engine failed")
        }
    }

    func prepareAnyway() {
        do {
            engine = try CHHapticEngine()
        } catch let error as CHHapticError {
            log.append("\(error.code.rawValue)")
        } catch {
            log.append("other")
        }
    }
}

@Suite struct CoreMotionAndHapticsTests {
    @Test func sensorsAreUnavailableAndNeverReport() {
        let level = LevelModel()
        level.start()
        #expect(level.status == "Motion unavailable")
        level.manager.startAccelerometerUpdates(to: OperationQueue()) { _, _ in Issue.record("a sample arrived") }
        #expect(!level.manager.isAccelerometerActive && level.manager.accelerometerData == nil)
        #expect(CMMotionManager.availableAttitudeReferenceFrames().isEmpty)
    }

    @Test func pedometerAndActivityQueriesFailAsNotAvailable() {
        #expect(!CMPedometer.isStepCountingAvailable() && !CMMotionActivityManager.isActivityAvailable())
        #expect(CMPedometer.authorizationStatus() == .notDetermined && !CMAltimeter.isRelativeAltitudeAvailable())
        var failure: NSError?
        CMPedometer().queryPedometerData(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 3600)) { data, error in
            #expect(data == nil)
            failure = error as NSError?
        }
        #expect(failure?.domain == CMErrorDomain && failure?.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
        var altitudeError: NSError?
        CMAltimeter().startRelativeAltitudeUpdates(to: .main) { _, error in altitudeError = error as NSError? }
        #expect(altitudeError?.code == 109)
    }

    @Test func attitudesComputeTheirAnglesAndRelativeRotations() {
        // A quarter turn about x (pitch up 90°).
        let half = Double.pi / 4
        let raised = CMAttitude(quaternion: CMQuaternion(x: sin(half), y: 0, z: 0, w: cos(half)))
        #expect(abs(raised.pitch - .pi / 2) < 1e-9 && abs(raised.roll) < 1e-9)
        let reference = raised.copy() as! CMAttitude
        raised.multiply(byInverseOf: reference)
        #expect(abs(raised.quaternion.w - 1) < 1e-12 && abs(raised.pitch) < 1e-9)
        let turned = CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: sin(half), w: cos(half)))
        #expect(abs(turned.yaw - .pi / 2) < 1e-9 && abs(turned.rotationMatrix.m12 - 1) < 1e-12)
    }

    @Test func thereIsNoTapticEngine() throws {
        let model = HapticsModel()
        model.prepare()
        model.prepareAnyway()
        #expect(model.log == ["no haptics", "-4809"] && model.engine == nil)
        #expect(CHHapticError.errorDomain == "com.apple.CoreHaptics")
    }

    @Test func patternsAreValuesWithADuration() throws {
        let sharp = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.8)
        let strong = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [sharp, strong], relativeTime: 0)
        let buzz = CHHapticEvent(eventType: .hapticContinuous, parameters: [strong], relativeTime: 0.1, duration: 0.5)
        let pattern = try CHHapticPattern(events: [tap, buzz], parameters: [])
        #expect(abs(pattern.duration - 0.6) < 1e-12)
        let ahap = try CHHapticPattern(dictionary: [
            .pattern: [
                [CHHapticPattern.Key.event: [
                    CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticContinuous,
                    CHHapticPattern.Key.time: 0.25,
                    CHHapticPattern.Key.eventDuration: 1.0,
                    CHHapticPattern.Key.eventParameters: [[CHHapticPattern.Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity,
                                                           CHHapticPattern.Key.parameterValue: 0.5]],
                ]],
            ],
        ])
        #expect(ahap.events.count == 1 && ahap.events[0].type == .hapticContinuous && ahap.duration == 1.25)
        #expect(ahap.events[0].eventParameters.first?.value == 0.5)
        #expect(throws: CHHapticError(.invalidPatternDictionary)) { try CHHapticPattern(dictionary: [.version: 1]) }
    }
}
#endif
