// Audio Toolbox for Linux: System Sound Services, the C calls apps use for a click, an alarm or
// a vibration (docs/supported-api.md, "AudioToolbox"). A Linux process has no speaker or
// vibration motor to drive, so nothing is heard; every sound played is written down instead, in
// `_SystemSoundLog`, so that a test can check that a timer's end did sound.
@_exported import Foundation
// Apple's imports Core Foundation: `CFURL` comes with it (from CoreGraphics here, as for
// Security and ServiceManagement).
@_exported import CoreGraphics

/// Apple's result type (MacTypes.h). Security declares the same alias; a file that imports both
/// names one type, so `OSStatus` is not ambiguous there.
public typealias OSStatus = Int32
