#if os(Linux)
// A phone app's connectivity object as the tutorials write it: it sets itself as the session's
// delegate, activates, and sends; on a machine that cannot pair with a watch, activation fails
// and every send reports why.
import Foundation
import Testing
import WatchConnectivity

final class Connectivity: NSObject, WCSessionDelegate {
    var activation: (state: WCSessionActivationState, error: (any Error)?)?
    var received: [[String: Any]] = []

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
        activation = (activationState, error)
    }

    func session(_ session: WCSession, didReceiveMessage message: [String: Any]) { received.append(message) }
}

@Suite(.serialized) struct WatchConnectivityTests {
    @Test func theSessionIsUnsupportedAndNeverReachable() throws {
        #expect(!WCSession.isSupported())
        #expect(WCSession.default === WCSession.default)
        let connectivity = Connectivity()
        let session = WCSession.default
        session.delegate = connectivity
        session.activate()
        #expect(connectivity.activation?.state == .notActivated)
        #expect((connectivity.activation?.error as? WCError)?.code == .sessionNotSupported)
        #expect(session.activationState == .notActivated)
        #expect(!session.isReachable && !session.isPaired && !session.isWatchAppInstalled)

        var failure: (any Error)?
        var replied = false
        session.sendMessage(["purchased": [1, 2]], replyHandler: { _ in replied = true }, errorHandler: { failure = $0 })
        #expect(!replied && (failure as? WCError)?.code == .sessionNotActivated)
        // As an NSError: Apple's domain and code.
        #expect(WCError.errorDomain == "WCErrorDomain" && (failure as? WCError)?.errorCode == 7004)

        #expect(throws: WCError(.sessionNotActivated)) { try session.updateApplicationContext(["purchased": [1]]) }
        #expect(session.applicationContext.isEmpty)

        let before = session.outstandingUserInfoTransfers.count
        let transfer = session.transferUserInfo(["purchased": [3]])
        #expect(transfer.isTransferring && session.outstandingUserInfoTransfers.count == before + 1)
        #expect(connectivity.received.isEmpty)
        session.delegate = nil
    }
}
#endif
