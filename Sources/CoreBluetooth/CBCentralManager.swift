import Foundation

/// Scans for, connects to and reads peripherals. With no radio, its delegate hears
/// `centralManagerDidUpdateState` once, with `.unsupported`, and nothing after: a scan finds
/// nothing, a connection never completes, no known peripheral is retrieved.
open class CBCentralManager: CBManager, @unchecked Sendable {
    open weak var delegate: (any CBCentralManagerDelegate)?
    /// Whether a scan was asked for and not stopped (Apple's is true while scanning).
    open private(set) var isScanning = false

    public convenience override init() {
        self.init(delegate: nil, queue: nil, options: nil)
    }

    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }

    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        let manager = self
        settleState(on: queue) { manager.delegate?.centralManagerDidUpdateState(manager) }
    }

    /// Accepted: nothing is in range of a machine without a radio.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {
        isScanning = state == .poweredOn
    }

    open func stopScan() { isScanning = false }

    /// Accepted: the connection never completes (Apple's attempts do not time out either).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}

    /// No peripheral is known or connected.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// What a central manager tells its app. Only the state update is required, as in Apple's
/// Objective-C protocol.
public protocol CBCentralManagerDelegate: AnyObject {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
}

/// Advertises the app's own services. With no radio it never starts advertising.
open class CBPeripheralManager: CBManager, @unchecked Sendable {
    open weak var delegate: (any CBPeripheralManagerDelegate)?
    open private(set) var isAdvertising = false

    public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        let manager = self
        settleState(on: queue) { manager.delegate?.peripheralManagerDidUpdateState(manager) }
    }

    public convenience override init() { self.init(delegate: nil, queue: nil) }

    open func add(_ service: CBMutableService) {}
    open func removeAllServices() {}
    open func startAdvertising(_ advertisementData: [String: Any]?) {}
    open func stopAdvertising() {}
}

public protocol CBPeripheralManagerDelegate: AnyObject {
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
}
