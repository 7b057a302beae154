// The `CoreBluetooth` module for Linux, where Apple's framework does not exist: a device with no
// Bluetooth radio. Managers report `.unsupported` to their delegates, as Apple documents for
// "a platform that doesn't support Bluetooth Low Energy": nothing is ever discovered, connected
// or read, and the calls that would start those are accepted and do nothing
// (docs/supported-api.md, "CoreBluetooth").
import Foundation

/// A Bluetooth manager's state. Apple's raw values.
public enum CBManagerState: Int, Sendable {
    case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// Whether the app may use Bluetooth. Apple's raw values.
public enum CBManagerAuthorization: Int, Sendable {
    case notDetermined = 0, restricted, denied, allowedAlways
}

/// What central and peripheral managers share.
open class CBManager: NSObject, @unchecked Sendable {
    /// `.unknown` until the manager has told its delegate, then `.unsupported` for good.
    open internal(set) var state = CBManagerState.unknown

    /// The app's Bluetooth permission: never asked on a device without Bluetooth.
    open class var authorization: CBManagerAuthorization { .notDetermined }
    open var authorization: CBManagerAuthorization { Self.authorization }

    /// Reports the state to the delegate once, on `queue` (the main queue when nil), after the
    /// manager is made, as Apple's does; `report` calls the delegate.
    func settleState(on queue: DispatchQueue?, report: @escaping @Sendable () -> Void) {
        (queue ?? .main).async { [self] in
            state = .unsupported
            report()
        }
    }
}

/// A 16- or 128-bit Bluetooth identifier (`CBUUID(string: "180F")`).
open class CBUUID: NSObject, NSCopying, @unchecked Sendable {
    /// The identifier's bytes: 2 for a 16-bit one, 16 for a 128-bit one.
    public let data: Data

    public init(string: String) {
        let hex = string.replacingOccurrences(of: "-", with: "")
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        data = Data(bytes)
    }

    public init(data: Data) { self.data = data }

    public convenience init(nsuuid: UUID) { self.init(string: nsuuid.uuidString) }

    /// The identifier as Apple writes it: four hex digits for a 16-bit one, else the UUID form.
    open var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }.joined()
        guard data.count == 16 else { return hex }
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
        }
        return parts.joined(separator: "-")
    }

    open override var description: String { uuidString }
    open override var hash: Int { data.hashValue }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }
    open func copy(with zone: NSZone? = nil) -> Any { CBUUID(data: data) }
}

/// The options and advertisement keys apps pass and read.
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
