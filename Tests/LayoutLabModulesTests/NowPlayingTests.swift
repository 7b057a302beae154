#if os(Linux)
// A podcast player's lock-screen set-up: now-playing information and the remote commands.
import Foundation
import MediaPlayer
import Testing

@Suite(.serialized) struct NowPlayingTests {
    @Test func nowPlayingInformationIsKeptAsSet() {
        let center = MPNowPlayingInfoCenter.default()
        var info: [String: Any] = [
            MPMediaItemPropertyTitle: "Episode 12",
            MPMediaItemPropertyPlaybackDuration: 1800.0,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 42.0,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0,
        ]
        center.nowPlayingInfo = info
        center.playbackState = .playing
        info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = 60.0
        #expect(center.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double == 42.0)
        #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Episode 12")
        #expect(MPNowPlayingInfoCenter.default().playbackState == .playing)
        center.nowPlayingInfo = nil
    }

    /// Handlers are kept and answer a command performed; a removed or disabled one does not.
    @Test func remoteCommandsReachTheirHandlers() {
        let commands = MPRemoteCommandCenter.shared()
        var position: TimeInterval?
        commands.skipForwardCommand.preferredIntervals = [30]
        let token = commands.changePlaybackPositionCommand.addTarget { event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            position = event.positionTime
            return .success
        }
        let seek = MPChangePlaybackPositionCommandEvent(_command: commands.changePlaybackPositionCommand, positionTime: 95)
        #expect(commands.changePlaybackPositionCommand._perform(seek) == .success)
        #expect(position == 95)
        commands.changePlaybackPositionCommand.isEnabled = false
        #expect(commands.changePlaybackPositionCommand._perform(seek) == .commandFailed)
        commands.changePlaybackPositionCommand.isEnabled = true
        commands.changePlaybackPositionCommand.removeTarget(token)
        #expect(commands.changePlaybackPositionCommand._perform(seek) == .commandFailed)
        #expect(commands.skipForwardCommand.preferredIntervals == [30])
    }
}
#endif
