/// A system sound: one of the device's built-in sounds (Apple numbers them from 1000), a
/// special value such as ``kSystemSoundID_Vibrate``, or a sound created from a file with
/// ``AudioServicesCreateSystemSoundID(_:_:)``.
public typealias SystemSoundID = UInt32

// Apple's special sound IDs (AudioServices.h).
/// A brief vibration on an iPhone, nothing on devices without a motor.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The alert sound the user chose in Settings (macOS).
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000
/// Flashes the screen (macOS).
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0000_0FFE
/// The old name of ``kSystemSoundID_UserPreferredAlert``.
public let kUserPreferredAlert: SystemSoundID = kSystemSoundID_UserPreferredAlert

// Apple's result codes (AudioServices.h); the four-character ones are their codes as integers
// ('pty?', '!siz', '!spc').
public let kAudioServicesNoError: OSStatus = 0
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502
