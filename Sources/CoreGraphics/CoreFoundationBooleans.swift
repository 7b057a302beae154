import Foundation

// Core Foundation's booleans and its any-object type, which keychain queries use
// (`kSecReturnData: kCFBooleanTrue!`, `var item: CFTypeRef?`). `CFBoolean` is toll-free bridged
// to `NSNumber` on Apple's platforms, as the other CF types of this module are to theirs.
public typealias CFBoolean = NSNumber
public typealias CFTypeRef = AnyObject
// Immutable numbers, as Apple's constants are.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
