import Foundation

/// A folder of the command's own in the system's temporary folder (a cross-file diff's database,
/// a picture being converted), removed when the command is done with it or ended by a signal.
final class ScratchFolder {
    let url: URL
    private let token: Int

    init(purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(purpose)-\(UUID().uuidString)")
        token = TerminationSignals.removeOnSignal(url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch let error as CocoaError {
            TerminationSignals.keep(token)
            throw MachineFailure(error)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
        TerminationSignals.keep(token)
    }
}
