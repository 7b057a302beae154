/// Dispatch's time constants, which Apple's platforms declare (in `<dispatch/time.h>`, through
/// Darwin) for every file that imports Foundation or SwiftUI, as `UInt64`s: media code writes
/// `CMTimeScale(NSEC_PER_SEC)`, async code `Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`. Linux's
/// Dispatch module does not export them.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
