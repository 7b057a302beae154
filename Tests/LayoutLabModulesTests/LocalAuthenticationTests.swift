#if os(Linux)
// An app lock as finance and journal apps write it: check the policy, fall back from biometry to
// the passcode, evaluate with a reply or with `await`. On Linux there is no biometry and no
// passcode, so every path ends in the "unavailable" branch with Apple's error for it.
import Foundation
import LocalAuthentication
import Testing

@MainActor
final class AppLock {
    enum State { case locked, authenticating, unlocked }
    var state: State = .locked
    var lastError: NSError?

    func biometryLabel() -> String {
        let context = LAContext()
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        switch context.biometryType {
        case .faceID: return "Face ID"
        case .touchID: return "Touch ID"
        case .opticID: return "Optic ID"
        default: return "Passcode"
        }
    }

    func authenticate(useBiometrics: Bool) async {
        state = .authenticating
        let context = LAContext()
        context.localizedFallbackTitle = "Use Passcode"
        context.localizedCancelTitle = "Not Now"
        var policy: LAPolicy = useBiometrics ? .deviceOwnerAuthenticationWithBiometrics : .deviceOwnerAuthentication
        var error: NSError?
        if !context.canEvaluatePolicy(policy, error: &error) {
            lastError = error
            policy = .deviceOwnerAuthentication
            if !context.canEvaluatePolicy(policy, error: &error) {
                lastError = error
                state = .locked
                return
            }
        }
        let success: Bool = await withCheckedContinuation { continuation in
            context.evaluatePolicy(policy, localizedReason: "Unlock your journal") { ok, _ in
                continuation.resume(returning: ok)
            }
        }
        state = success ? .unlocked : .locked
    }
}

@Suite struct LocalAuthenticationTests {
    @Test @MainActor func thereIsNoBiometryAndNoPasscode() async {
        let lock = AppLock()
        #expect(lock.biometryLabel() == "Passcode")
        await lock.authenticate(useBiometrics: true)
        #expect(lock.state == .locked)
        // The last answer is the passcode's: the biometric one was replaced by it.
        #expect(lock.lastError?.domain == LAErrorDomain)
        #expect(lock.lastError?.code == LAError.Code.passcodeNotSet.rawValue)
        #expect(lock.lastError?.localizedDescription == "A passcode isn’t set on the device.")
    }

    @Test func eachPolicyNamesWhatIsMissing() {
        let context = LAContext()
        #expect(context.biometryType == .none)
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == -6 && error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithCompanion, error: &error))
        #expect(error?.code == LAError.Code.companionNotAvailable.rawValue)
        // An `NSError` of Apple's domain matches the code's pattern too.
        #expect(LAError.companionNotAvailable ~= error!)
        #expect(LAPolicy.deviceOwnerAuthenticationWithWatch == .deviceOwnerAuthenticationWithCompanion)
        #expect(LAError.Code.touchIDNotAvailable == .biometryNotAvailable)
        #expect(context.evaluatedPolicyDomainState == nil)
    }

    @Test func theAsyncFormThrowsAndCatchPatternsMatch() async {
        let context = LAContext()
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            Issue.record("evaluated without biometry")
        } catch LAError.biometryNotAvailable {
            // Apple's pattern: the error's code.
        } catch {
            Issue.record("unexpected error \(error)")
        }

        context.invalidate()
        var replied: (Bool, (any Error)?)?
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { replied = ($0, $1) }
        #expect(replied?.0 == false)
        #expect((replied?.1 as? LAError)?.code == .invalidContext)
        // The evaluation's reason replaces the context's, as Apple documents.
        #expect(context.localizedReason == "Unlock")
        #expect(!(LAError.Code.userCancel ~= LAError(.invalidContext)))
    }
}
#endif
