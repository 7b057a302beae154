// Swift Testing declares a cross-import overlay for CoreGraphics (Testing.swiftcrossimport,
// `_Testing_CoreGraphics`, its attachments of images on Apple platforms), so a test file that
// imports both Testing and CoreGraphics, or SwiftUI, which re-exports it, loads that module. On
// Linux the toolchain ships none: this empty module stands for it, and adds nothing.
