#if os(Linux)
// SystemConfiguration as the reachability helpers of many apps write it: a zeroed `sockaddr_in`
// with its length set, rebound to `sockaddr`, and the flags read. A layout run is offline, as
// Network's path says: nothing is reachable.
import Foundation
import Network
import SystemConfiguration
import Testing

enum ReachabilityHelper {
    static func isConnectedToNetwork() -> Bool {
        var zeroAddress = sockaddr_in()
        zeroAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        zeroAddress.sin_family = sa_family_t(AF_INET)
        guard let defaultRouteReachability = withUnsafePointer(to: &zeroAddress, {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SCNetworkReachabilityCreateWithAddress(nil, $0)
            }
        }) else { return false }
        var flags: SCNetworkReachabilityFlags = []
        if !SCNetworkReachabilityGetFlags(defaultRouteReachability, &flags) { return false }
        let isReachable = flags.contains(.reachable)
        let needsConnection = flags.contains(.connectionRequired)
        return isReachable && !needsConnection
    }

    static func legacyIsConnected() -> Bool {
        var zeroAddress = sockaddr_in(sin_len: 0, sin_family: 0, sin_port: 0, sin_addr: in_addr(s_addr: 0),
                                      sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        zeroAddress.sin_len = UInt8(MemoryLayout.size(ofValue: zeroAddress))
        zeroAddress.sin_family = sa_family_t(AF_INET)
        let reachability = withUnsafePointer(to: &zeroAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(kCFAllocatorDefault, $0) }
        }
        var flags = SCNetworkReachabilityFlags(rawValue: 0)
        guard SCNetworkReachabilityGetFlags(reachability!, &flags) else { return false }
        return (flags.rawValue & UInt32(kSCNetworkFlagsReachable)) != 0
            && (flags.rawValue & UInt32(kSCNetworkFlagsConnectionRequired)) == 0
    }
}

final class ReachabilityCalls: @unchecked Sendable {
    var count = 0
}

@Suite struct SystemConfigurationTests {
    @Test func nothingIsReachableAsNetworksPathIsUnsatisfied() {
        #expect(!ReachabilityHelper.isConnectedToNetwork())
        #expect(!ReachabilityHelper.legacyIsConnected())
        #expect(NWPathMonitor().currentPath.status == .unsatisfied)
        let host = SCNetworkReachabilityCreateWithName(nil, "www.apple.com")!
        var flags: SCNetworkReachabilityFlags = [.reachable, .isWWAN]
        #expect(SCNetworkReachabilityGetFlags(host, &flags))
        #expect(flags.isEmpty && !flags.contains(.isWWAN))
    }

    @Test func aCallbackIsKeptAndNeverCalled() {
        let host = SCNetworkReachabilityCreateWithName(nil, "example.com")!
        let calls = ReachabilityCalls()
        var context = SCNetworkReachabilityContext(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
        context.info = Unmanaged.passUnretained(calls).toOpaque()
        let callback: SCNetworkReachabilityCallBack = { _, _, info in
            guard let info else { return }
            Unmanaged<ReachabilityCalls>.fromOpaque(info).takeUnretainedValue().count += 1
        }
        #expect(SCNetworkReachabilitySetCallback(host, callback, &context))
        #expect(SCNetworkReachabilitySetDispatchQueue(host, .main))
        #expect(SCNetworkReachabilityScheduleWithRunLoop(host, CFRunLoopGetCurrent(), CFRunLoopMode.defaultMode.rawValue))
        #expect(SCNetworkReachabilityUnscheduleFromRunLoop(host, CFRunLoopGetMain(), kCFRunLoopCommonModes.rawValue))
        #expect(calls.count == 0)
    }

    @Test func flagsHaveApplesBits() {
        #expect(SCNetworkReachabilityFlags.reachable.rawValue == 2 && SCNetworkReachabilityFlags.isWWAN.rawValue == 1 << 18)
        #expect(SCNetworkReachabilityFlags.connectionAutomatic == .connectionOnTraffic)
        var address = sockaddr_in()
        address.sin_len = 0
        #expect(address.sin_len == UInt8(MemoryLayout<sockaddr_in>.size))
    }
}
#endif
