#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed assertion to whichever test library is running it: Swift Testing when a
/// test of it is current, else XCTest.
struct TestFailure {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func record(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
                )
            )
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #endif
    }
}
