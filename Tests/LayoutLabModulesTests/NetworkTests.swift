#if os(Linux)
// Network as a connectivity banner and a socket client write it: a path monitor reporting to a
// model, and a connection's state handler. A layout run is offline: the path is unsatisfied and a
// connection waits.
import Foundation
import Network
import Testing

final class ConnectivityModel: @unchecked Sendable {
    private let monitor = NWPathMonitor()
    private(set) var isConnected = true
    private(set) var isExpensive = true
    private(set) var onWiFi = true
    private(set) var reports = 0

    func start() {
        monitor.pathUpdateHandler = { [weak self] path in
            self?.isConnected = path.status == .satisfied
            self?.isExpensive = path.isExpensive
            self?.onWiFi = path.usesInterfaceType(.wifi)
            self?.reports += 1
        }
        monitor.start(queue: DispatchQueue(label: "NetworkMonitor"))
    }

    func stop() { monitor.cancel() }
}

final class StateLog: @unchecked Sendable {
    var states: [NWConnection.State] = []
    var sendError: NWError?
}

@Suite struct NetworkTests {
    @Test func theMonitorReportsAnOfflinePathOnce() async {
        let model = ConnectivityModel()
        model.start()
        #expect(model.reports == 1 && !model.isConnected && !model.isExpensive && !model.onWiFi)
        model.stop()
        let path = NWPathMonitor(requiredInterfaceType: .wifi).currentPath
        #expect(path.status == .unsatisfied && path.unsatisfiedReason == .notAvailable && path.availableInterfaces.isEmpty)
        // iOS 17's sequence gives the path, then waits until the task is cancelled.
        let watcher = Task {
            var seen: [NWPath.Status] = []
            for await path in NWPathMonitor() { seen.append(path.status) }
            return seen
        }
        try? await Task.sleep(for: .milliseconds(50))
        watcher.cancel()
        #expect(await watcher.value == [.unsatisfied])
    }

    @Test func aConnectionWaitsForANetworkThatNeverComes() {
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        let log = StateLog()
        connection.stateUpdateHandler = { log.states.append($0) }
        connection.start(queue: .global())
        #expect(log.states == [.preparing, .waiting(.posix(.ENETDOWN))])
        connection.send(content: Data("hi".utf8), completion: .contentProcessed { log.sendError = $0 })
        #expect(log.sendError == .posix(.ENETDOWN))
        connection.cancel()
        #expect(connection.state == .cancelled && log.states.last == .cancelled)
    }

    @Test func endpointsParseAsApplesDo() {
        #expect(NWEndpoint.Host("192.168.1.20") == .ipv4(IPv4Address("192.168.1.20")!))
        #expect(NWEndpoint.Host("::1") == .ipv6(.loopback))
        #expect(NWEndpoint.Host("example.com") == .name("example.com", nil))
        #expect(NWEndpoint.Port("8080")?.rawValue == 8080 && NWEndpoint.Port("70000") == nil)
        #expect(IPv4Address("300.1.1.1") == nil && IPv4Address.loopback.debugDescription == "127.0.0.1")
        #expect(NWEndpoint.hostPort(host: "example.com", port: 443).debugDescription == "example.com:443")
    }
}
#endif
