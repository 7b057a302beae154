#if os(Linux)
// A sign-in screen as apps write one: `SignInWithAppleButton` framed, a credential-state check at
// launch, a controller-driven request. No Apple ID is signed in here.
import AuthenticationServices
import SwiftUI
import Testing
import LayoutLab

struct AppleSignInScreen: View {
    @State private var state = "checking"
    var body: some View {
        VStack {
            Text(state).accessibilityIdentifier("state-\(state)")
            SignInWithAppleButton(.continue) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { _ in }
            .signInWithAppleButtonStyle(.black)
            .frame(height: 50)
            .accessibilityIdentifier("apple")
        }
        .padding()
        .onAppear {
            ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001234.abcd") { credentialState, _ in
                let text = credentialState == .notFound ? "signed-out" : "signed-in"
                DispatchQueue.main.async { state = text }
            }
        }
    }
}

final class SignInDelegate: ASAuthorizationControllerDelegate {
    var error: (any Error)?
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) { self.error = error }
}

@Suite struct SignInWithAppleTests {
    @Test func theButtonTakesItsFrameAndNoOneIsSignedIn() async throws {
        let (result, log) = await record(AppleSignInScreen())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "apple")?.frame.size == CGSize(width: 358, height: 50))
        #expect(pass.node(named: "state-signed-out") != nil)
        let (_, alone) = await record(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }).fixedSize().accessibilityIdentifier("b"))
        #expect(alone.finalPass(step: 0)?.node(named: "b")?.frame.size == CGSize(width: 140, height: 30))
    }

    @Test func noCredentialIsFoundAndErrorsKeepApplesCodes() async throws {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.email]
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "x") == .notFound)
        #expect((ASAuthorizationError(.canceled) as NSError).code == 1001)
        #expect(ASAuthorizationController(authorizationRequests: [request]).authorizationRequests.count == 1)
    }
}
#endif
