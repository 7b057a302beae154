// `NSValue(time:)`, which Apple's AVFoundation declares for boundary time observers.
import CoreMedia
import Foundation

extension NSValue {
    /// A time in a value, as `addBoundaryTimeObserver(forTimes:queue:using:)` takes them. Linux's
    /// `NSValue` cannot hold a structure (its encoder stops at `{…}`), so the time's four fields
    /// are kept as an array of four 64-bit integers (`[4q]`) rather than Apple's `{?=qiIq}`.
    public convenience init(time: CMTime) {
        var fields: (Int64, Int64, Int64, Int64) = (time.value, Int64(time.timescale), Int64(time.flags.rawValue), time.epoch)
        self.init(bytes: &fields, objCType: "[4q]")
    }

    /// The time a value made by `init(time:)` holds; `.invalid` for any other value.
    public var timeValue: CMTime {
        guard String(cString: objCType) == "[4q]" else { return .invalid }
        var fields: (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
        getValue(&fields)
        return CMTime(value: fields.0, timescale: CMTimeScale(truncatingIfNeeded: fields.1),
                      flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: fields.2)), epoch: fields.3)
    }
}
