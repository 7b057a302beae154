import CoreGraphics
import Foundation

/// Makes a sound of an audio file. The file must exist (a missing one fails with
/// ``kAudioServicesSystemSoundUnspecifiedError``, leaving `outSystemSoundID` as it was); its
/// audio is not read, so any format is accepted.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let url = inFileURL as URL
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = _SystemSoundLog.create(from: url)
    return kAudioServicesNoError
}

/// Forgets a sound made with ``AudioServicesCreateSystemSoundID(_:_:)``; an ID that was not
/// made so (or was disposed of already) fails with ``kAudioServicesSystemSoundUnspecifiedError``.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    _SystemSoundLog.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a sound: recorded in ``_SystemSoundLog``, never heard.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    _SystemSoundLog.play(inSystemSoundID, as: .system)
}

/// Plays a sound as an alert (with a vibration where the device has one): recorded, never heard.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    _SystemSoundLog.play(inSystemSoundID, as: .alert)
}

/// Plays a sound and calls `inCompletionBlock` when it has finished: at once, before returning,
/// since nothing plays (deterministic, as this package's other handlers are).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    AudioServicesPlaySystemSound(inSystemSoundID)
    inCompletionBlock?()
}

/// The alert form of ``AudioServicesPlaySystemSoundWithCompletion(_:_:)``.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    AudioServicesPlayAlertSound(inSystemSoundID)
    inCompletionBlock?()
}
