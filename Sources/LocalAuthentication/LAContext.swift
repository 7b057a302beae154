import Foundation

/// Apple's longest reuse of a Touch ID match, in seconds (LAContext.h).
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

/// An authentication context. On Linux no policy can be evaluated (LocalAuthentication.swift says
/// why): each answers with the error of what the machine lacks. Replies are called before the
/// method returns, on the caller's thread, so runs are deterministic.
open class LAContext: NSObject {
    /// The title of the dialog's fallback button; nil is Apple's default ("Enter Password").
    open var localizedFallbackTitle: String?
    /// The title of the dialog's cancel button; nil is Apple's default ("Cancel").
    open var localizedCancelTitle: String?
    /// The reason shown when the system asks for authentication on the app's behalf (a keychain
    /// item protected by access control); an evaluation's reason replaces it.
    open var localizedReason: String = ""
    /// How long a recent device unlock by Touch ID counts as this context's authentication.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show authentication UI. Kept: no evaluation gets as far as showing
    /// any here.
    open var interactionNotAllowed = false

    private var isInvalidated = false

    public override init() {
        super.init()
    }

    /// The biometry the device has: `.none`, as on a device without a sensor. Apple's is set once
    /// `canEvaluatePolicy(_:error:)` has succeeded for a biometric policy, which never happens here.
    open var biometryType: LABiometryType { .none }

    /// The state of the enrolled biometric identities: nil where no biometry is enrolled.
    open var evaluatedPolicyDomainState: Data? { nil }

    /// Whether `policy` can be evaluated. Never on Linux: false, and `error` (when given) is the
    /// reason, ``LAError/Code/invalidContext`` after ``invalidate()``.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        // Built field by field: Linux's Foundation does not carry a Swift error's user info
        // through `as NSError` everywhere Apple's does.
        let failure = failure(for: policy)
        error?.pointee = NSError(domain: LAErrorDomain, code: failure.errorCode, userInfo: failure.errorUserInfo)
        return false
    }

    /// Evaluates `policy`: `reply` is called with false and the reason it cannot be evaluated.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {
        reply(false, evaluationFailure(for: policy, reason: localizedReason))
    }

    /// The `async` form: throws the reason the policy cannot be evaluated.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw evaluationFailure(for: policy, reason: localizedReason)
    }

    /// Invalidates the context: any evaluation after it fails with ``LAError/Code/invalidContext``.
    open func invalidate() {
        isInvalidated = true
    }

    /// What a Linux machine lacks for `policy`: biometry, a companion device, or a passcode.
    private func failure(for policy: LAPolicy) -> LAError {
        if isInvalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics:
            return LAError(.biometryNotAvailable)
        // Apple: with biometry unavailable, "biometrics or companion" behaves as "companion".
        case .deviceOwnerAuthenticationWithCompanion, .deviceOwnerAuthenticationWithBiometricsOrCompanion:
            return LAError(.companionNotAvailable)
        // Biometry unavailable falls back to the passcode, and there is none.
        case .deviceOwnerAuthentication, .deviceOwnerAuthenticationWithWristDetection:
            return LAError(.passcodeNotSet)
        }
    }

    /// As ``failure(for:)``. An empty reason is a programming error Apple's raises as
    /// `NSInvalidArgumentException`, "Non-empty localizedReason must be provided." (as reported
    /// in github.com/D-32/DMPasscode issue 39): checked here too, so the mistake shows on Linux.
    /// The reason replaces ``localizedReason``, as Apple documents.
    private func evaluationFailure(for policy: LAPolicy, reason: String) -> LAError {
        precondition(!reason.isEmpty, "Non-empty localizedReason must be provided.")
        localizedReason = reason
        return failure(for: policy)
    }
}
