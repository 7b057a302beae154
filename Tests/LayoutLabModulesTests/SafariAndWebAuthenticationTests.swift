#if os(Linux)
// Opening a link in the in-app browser and signing in through the provider's page, as apps write
// them: `SFSafariViewController` through a representable, `ASWebAuthenticationSession` from a
// button. No browser and no network here: the browser lays out as its controller's view and the
// sign-in fails, so the app's failure path runs.
import AuthenticationServices
import Foundation
import LayoutLab
import SafariServices
import SwiftUI
import Testing

struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let controller = SFSafariViewController(url: url, configuration: configuration)
        controller.preferredControlTintColor = .systemOrange
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

private final class WindowProvider: NSObject, ASWebAuthenticationPresentationContextProviding {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { UIWindow() }
}

@Suite struct SafariAndWebAuthenticationTests {
    @Test func anInAppBrowserTakesTheRoomItIsOffered() async throws {
        let (result, log) = await record(
            SafariView(url: URL(string: "https://example.com/story/1")!).frame(height: 500).accessibilityIdentifier("browser")
        )
        #expect(result.outcome == .stable)
        let browser = try #require(log.finalPass(step: 0)?.node(named: "browser"))
        #expect(browser.frame.width == 390 && browser.frame.height == 500)
    }

    @Test func aWebSignInCannotStartAndFailsOnce() async throws {
        let provider = WindowProvider()
        let outcome: (URL?, NSError?, Bool) = await withCheckedContinuation { continuation in
            let session = ASWebAuthenticationSession(url: URL(string: "https://github.com/login/oauth/authorize")!,
                                                     callbackURLScheme: "repowatcher") { url, error in
                continuation.resume(returning: (url, error as NSError?, Thread.isMainThread))
            }
            session.presentationContextProvider = provider
            session.prefersEphemeralWebBrowserSession = true
            #expect(!session.canStart)
            #expect(!session.start())
            session.cancel()  // after the failure: the handler is not called again
        }
        #expect(outcome.0 == nil)
        #expect(outcome.1?.domain == ASWebAuthenticationSessionErrorDomain)
        #expect(outcome.1?.code == ASWebAuthenticationSessionError.Code.presentationContextInvalid.rawValue)
    }
}
#endif
