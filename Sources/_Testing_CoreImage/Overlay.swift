// Swift Testing declares a cross-import overlay for CoreImage (`_Testing_CoreImage`, its
// attachments of images on Apple platforms), so a test file that imports both Testing and
// CoreImage, or UIKit, which re-exports it, loads that module. On Linux the toolchain ships none:
// this empty module stands for it, and adds nothing (as Sources/_Testing_CoreGraphics).
