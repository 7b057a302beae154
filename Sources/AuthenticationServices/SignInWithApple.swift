import Foundation
@_spi(Modules) import LayoutLab

// Sign in with Apple on a device with no Apple ID signed in: the button lays out, requests fail
// with Apple's "unknown" authorization error (1000), a user's credential state is `.notFound`
// (docs/supported-api.md, "AuthenticationServices").

/// What an authorization asks for and answers with.
open class ASAuthorization: @unchecked Sendable {
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }

    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }
}

public protocol ASAuthorizationProvider: AnyObject {}
public protocol ASAuthorizationCredential: AnyObject {}

/// The credential Sign in with Apple returns: never returned here, as no Apple ID is signed in.
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public let authorizationCode: Data?
    public let identityToken: Data?
    public let email: String?
    public let fullName: PersonNameComponents?
    public let realUserStatus: ASUserDetectionStatus

    init(user: String) {
        self.user = user
        state = nil
        authorizedScopes = []
        authorizationCode = nil
        identityToken = nil
        email = nil
        fullName = nil
        realUserStatus = .unsupported
    }
}

public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported = 0, unknown, likelyReal
}

open class ASAuthorizationRequest: @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var nonce: String?
    open var state: String?
    open var user: String?
}

/// Makes Sign in with Apple requests and reports what Apple knows of a user.
open class ASAuthorizationAppleIDProvider: ASAuthorizationProvider, @unchecked Sendable {
    public enum CredentialState: Int, Sendable {
        case revoked = 0, authorized, notFound, transferred
    }

    public init() {}

    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// No Apple ID has authorized this app: `.notFound`, at once, with no error.
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

public struct ASAuthorizationError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005
    }

    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
    public let code: Code
    public var errorCode: Int { code.rawValue }

    public init(_ code: Code) { self.code = code }

    public static let unknown = Code.unknown
    public static let canceled = Code.canceled
}

/// Runs requests and tells its delegate how they ended: with no Apple ID, every request ends in
/// `.unknown`, reported on the main queue as Apple's controller reports.
open class ASAuthorizationController: @unchecked Sendable {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    open func performRequests() {
        let controller = self
        DispatchQueue.main.async {
            controller.delegate?.authorizationController(controller: controller, didCompleteWithError: ASAuthorizationError(.unknown))
        }
    }
}

public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// SwiftUI's Sign in with Apple button: drawn by the system at whatever size it is given, so it
/// takes the size offered (apps frame it, `.frame(height: 50)`), and 140 × 30 on an axis offered
/// nothing (Apple's Human Interface Guidelines, "Sign in with Apple": the minimum button size;
/// *an estimate* of its ideal size). Its handlers run when the system sheet answers, which no
/// case opens: they are never called.
public nonisolated struct SignInWithAppleButton: View {
    public enum Label: Hashable, Sendable {
        case signIn, `continue`, signUp
    }

    let label: Label

    public init(
        _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        self.label = label
    }

    public typealias Body = Never
    public var body: Never { fatalError("SignInWithAppleButton is a primitive view") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "SignInWithAppleButton", label: "Sign in with Apple", idealSize: CGSize(width: 140, height: 30), inputs: inputs, list: &list)
    }

    public struct Style: Hashable, Sendable {
        let name: String
        public static let black = Style(name: "black")
        public static let white = Style(name: "white")
        public static let whiteOutline = Style(name: "whiteOutline")
    }
}

nonisolated extension View {
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View { self }
}
