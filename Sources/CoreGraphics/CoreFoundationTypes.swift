import Foundation

// Apple's Core Graphics re-exports Core Foundation, whose types are toll-free bridged to
// Foundation's classes: code says `url as CFURL`, `name as CFString`, `cgImage.utType as String?`.
// swift-corelibs-foundation does not expose Core Foundation to Swift, so here each name is the
// Foundation class it bridges to (Apple: "Toll-Free Bridged Types"), and the casts code writes
// compile and mean what they mean there.
public typealias CFString = NSString
public typealias CFURL = NSURL
public typealias CFData = NSData
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFNumber = NSNumber
public typealias CFError = NSError
