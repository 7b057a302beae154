import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGINT and SIGTERM into a callback (on the main queue) for as long as it is alive, so a
/// recording can roll back the case in flight and mark its run `interrupted` instead of dying.
final class InterruptSignals: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private(set) var received: Int32?

    init(_ handler: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                self?.received = number
                handler()
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
