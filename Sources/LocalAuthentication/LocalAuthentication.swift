// Local Authentication for Linux: the calls an app makes to lock itself behind Face ID, Touch ID
// or the device passcode (docs/supported-api.md, "LocalAuthentication").
//
// A Linux machine has no biometric sensor, no device passcode and no paired watch, so the honest
// answer is the one Apple's framework gives on a device without them: `biometryType` is `.none`,
// `canEvaluatePolicy` is false with the error that names what is missing, and an evaluation fails
// with that error. An app's "authentication unavailable" path is the one that runs; nothing
// pretends a user was recognised.
@_exported import Foundation
