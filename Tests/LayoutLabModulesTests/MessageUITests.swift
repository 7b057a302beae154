#if os(Linux)
// A "Contact support" screen as finance and journal apps write it: the mail composer through a
// representable when the device can send mail, a `mailto:` link when it cannot. On Linux it
// cannot, so the link is what shows.
import Foundation
import MessageUI
import SwiftUI
import Testing

struct SupportMailView: UIViewControllerRepresentable {
    var result: (MFMailComposeResult) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(result: result) }

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.mailComposeDelegate = context.coordinator
        controller.setToRecipients(["support@example.com"])
        controller.setSubject("Budget app feedback")
        controller.setMessageBody("<p>Hello</p>", isHTML: true)
        return controller
    }

    func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}

    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        let result: (MFMailComposeResult) -> Void
        init(result: @escaping (MFMailComposeResult) -> Void) { self.result = result }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            self.result(result)
            controller.dismiss(animated: true)
        }
    }
}

struct HelpSupportView: View {
    @State private var showingMail = false

    var body: some View {
        VStack(spacing: 12) {
            if MFMailComposeViewController.canSendMail() {
                Button("Email Support") { showingMail = true }
                    .accessibilityIdentifier("compose")
            } else {
                Link("support@example.com", destination: URL(string: "mailto:support@example.com")!)
                    .accessibilityIdentifier("mailto")
            }
        }
        .sheet(isPresented: $showingMail) {
            SupportMailView { _ in }
        }
    }
}

@Suite struct MessageUITests {
    @Test func withoutMailTheFallbackLinkShows() async throws {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        let (result, log) = await record(HelpSupportView())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.nodes.contains { $0.kind == "Link" })
        #expect(!pass.nodes.contains { $0.kind == "Button" })
    }

    @Test func theComposerKeepsTheDraftAndLaysOutInARepresentable() async {
        let controller = MFMailComposeViewController()
        controller.setToRecipients(["support@example.com"])
        controller.setCcRecipients(nil)
        controller.setMessageBody("Hi", isHTML: false)
        controller.addAttachmentData(Data("a,b".utf8), mimeType: "text/csv", fileName: "export.csv")
        #expect(controller._toRecipients == ["support@example.com"])
        #expect(controller._ccRecipients.isEmpty && !controller._isHTML)
        #expect(controller._attachments.map(\.fileName) == ["export.csv"])
        #expect(MFMailComposeError(.sendFailed).errorCode == 1 && MFMailComposeError.errorDomain == MFMailComposeErrorDomain)

        let (result, _) = await record(SupportMailView { _ in }.frame(height: 400))
        #expect(result.outcome == .stable)
    }

    @Test func theMessageComposerAttachesOnlyFilesThatExist() throws {
        let message = MFMessageComposeViewController()
        message.recipients = ["5551234"]
        message.body = "Join my budget"
        #expect(!message.addAttachmentURL(URL(fileURLWithPath: "/nonexistent/photo.jpg"), withAlternateFilename: nil))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("receipt-\(UUID().uuidString).pdf")
        try Data("%PDF".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(message.addAttachmentURL(file, withAlternateFilename: "Receipt.pdf"))
        #expect(message.attachments?.count == 1)
        #expect(message.attachments?.first?[MFMessageComposeViewControllerAttachmentAlternateFilename] as? String == "Receipt.pdf")
        #expect(!message.addAttachmentData(Data(), typeIdentifier: "public.jpeg", filename: "a.jpg"))
        #expect(MessageComposeResult.sent.rawValue == 1)
    }
}
#endif
