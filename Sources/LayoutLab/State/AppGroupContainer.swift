import Foundation

extension FileManager {
    /// The folder an app and its extensions share (an App Group): here a folder per group under
    /// the temporary directory, created on first use, so that what the app writes there its
    /// widget reads back. Apple answers nil for a group the app is not entitled to; every group
    /// is granted here.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let folder = temporaryDirectory
            .appendingPathComponent("LayoutLabAppGroups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}
