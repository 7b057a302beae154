// Swift Testing's cross-import overlay for AppKit, empty: a file that imports Testing and a module
// named `AppKit` makes the compiler load `_Testing_AppKit` (Testing.swiftcrossimport), which
// Linux's toolchain does not ship. See Sources/_Testing_UIKit/Overlay.swift. The `AppKit` target
// depends on it so it is built beside it.
