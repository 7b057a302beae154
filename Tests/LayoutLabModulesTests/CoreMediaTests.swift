#if os(Linux)
// A time formatter as media apps write one, in a file that imports Core Media alone.
import CoreMedia
import Testing

private func timeLabel(_ time: CMTime) -> String {
    let seconds = CMTimeGetSeconds(time)
    guard seconds.isFinite else { return "--:--" }
    let whole = Int(seconds)
    return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
}

@Suite struct CoreMediaTests {
    @Test func timesFormatAsSecondsAndIndefiniteTimesAsNone() {
        #expect(timeLabel(CMTimeMake(value: 7_500, timescale: 100)) == "1:15")
        #expect(timeLabel(CMTime(seconds: 61.9, preferredTimescale: 600)) == "1:01")
        #expect(timeLabel(.indefinite) == "--:--" && timeLabel(kCMTimeInvalid) == "--:--")
        #expect(CMTimeCompare(CMTimeMake(value: 1, timescale: 3), CMTimeMake(value: 2, timescale: 6)) == 0)
    }
}
#endif
