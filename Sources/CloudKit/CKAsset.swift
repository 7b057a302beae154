// A file kept with a record (Apple: "CKAsset"): the URL of the file the app gave.
import Foundation

public final class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
    public let fileURL: URL?

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }
}
