import Foundation

/// A remote device, as a central manager hands one over. None is ever discovered here, so apps
/// never hold one; the type is complete so that code handling one compiles as written.
open class CBPeer: NSObject, @unchecked Sendable {
    open var identifier: UUID

    init(identifier: UUID) {
        self.identifier = identifier
        super.init()
    }
}

public enum CBPeripheralState: Int, Sendable {
    case disconnected = 0, connecting, connected, disconnecting
}

public enum CBCharacteristicWriteType: Int, Sendable {
    case withResponse = 0, withoutResponse
}

open class CBPeripheral: CBPeer, @unchecked Sendable {
    open var name: String?
    open var state = CBPeripheralState.disconnected
    open var services: [CBService]?
    open var canSendWriteWithoutResponse = false
    open weak var delegate: (any CBPeripheralDelegate)?

    /// Accepted: a peripheral that is never connected answers nothing.
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    open func readValue(for characteristic: CBCharacteristic) {}
    open func readValue(for descriptor: CBDescriptor) {}
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    open func readRSSI() {}
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}

/// What a peripheral tells its app; every requirement optional, as in Apple's protocol.
public protocol CBPeripheralDelegate: AnyObject {
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
}

/// A peripheral's attribute: a service, a characteristic or a descriptor.
open class CBAttribute: NSObject, @unchecked Sendable {
    open var uuid: CBUUID
    init(uuid: CBUUID) {
        self.uuid = uuid
        super.init()
    }
}

open class CBService: CBAttribute, @unchecked Sendable {
    open var isPrimary = true
    open var characteristics: [CBCharacteristic]?
    open var includedServices: [CBService]?
    open weak var peripheral: CBPeripheral?
}

/// A service the app publishes through a peripheral manager.
open class CBMutableService: CBService, @unchecked Sendable {
    public init(type UUID: CBUUID, primary isPrimary: Bool) {
        super.init(uuid: UUID)
        self.isPrimary = isPrimary
    }
}

public struct CBCharacteristicProperties: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
}

open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    open var properties: CBCharacteristicProperties = []
    open var value: Data?
    open var isNotifying = false
    open var descriptors: [CBDescriptor]?
    open weak var service: CBService?
}

open class CBDescriptor: CBAttribute, @unchecked Sendable {
    open var value: Any?
}
