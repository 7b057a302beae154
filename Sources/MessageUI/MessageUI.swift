// Message UI for Linux: the mail and message composers an app presents from a "Contact support"
// or "Share" button, usually through a `UIViewControllerRepresentable` (docs/supported-api.md,
// "MessageUI"). `import MessageUI` brings UIKit, as Apple's does.
//
// A Linux machine has no Mail account and no Messages service, so the honest answers are Apple's
// for a device without them: `canSendMail()` and `canSendText()` are false, and the app's
// fallback (a `mailto:` link, a copied address) is the path that runs. A composer made anyway
// keeps what the app filled in; no one taps Send, so nothing is sent and no delegate is called.
@_exported import Foundation
@_exported import UIKit
