#if os(Linux)
// A Bluetooth screen and a document preview, as apps write them: `import CoreBluetooth`,
// `import QuickLook`, the managers and controllers with their delegates.
import CoreBluetooth
import Foundation
import QuickLook
import SwiftUI
import Testing
import LayoutLab

/// A scanner model, as IoT apps keep one: it scans once Bluetooth is on, and shows the state.
final class DiceScanner: NSObject, ObservableObject, CBCentralManagerDelegate {
    @Published var state = "starting"
    @Published var found: [String] = []
    private var central: CBCentralManager?

    func start(queue: DispatchQueue? = nil) {
        central = CBCentralManager(delegate: self, queue: queue, options: [CBCentralManagerOptionShowPowerAlertKey: false])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        switch central.state {
        case .poweredOn:
            state = "on"
            central.scanForPeripherals(withServices: [CBUUID(string: "180F")], options: [CBCentralManagerScanOptionAllowDuplicatesKey: false])
        case .unsupported: state = "unsupported"
        default: state = "other"
        }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {
        found.append(peripheral.name ?? peripheral.identifier.uuidString)
    }
}

struct DiceScreen: View {
    @StateObject private var scanner = DiceScanner()
    var body: some View {
        VStack {
            Text(scanner.state).accessibilityIdentifier("state-\(scanner.state)")
            ForEach(scanner.found, id: \.self) { Text($0) }
        }
        .onAppear { scanner.start() }
    }
}

@Suite struct CoreBluetoothTests {
    @Test func theManagerReportsUnsupportedOnceOnItsQueue() async {
        let scanner = DiceScanner()
        let queue = DispatchQueue(label: "ble")
        scanner.start(queue: queue)
        queue.sync {}
        #expect(scanner.state == "unsupported")
        #expect(scanner.found.isEmpty)
        #expect(CBCentralManager.authorization == .notDetermined)
    }

    @Test func aScreenShowsTheStateAfterTheMainQueueRuns() async throws {
        let (result, log) = await record(DiceScreen())
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "state-unsupported") != nil)
    }

    @Test func identifiersReadAndCompareAsApplesDo() {
        #expect(CBUUID(string: "180F") == CBUUID(string: "180f"))
        #expect(CBUUID(string: "180F").uuidString == "180F")
        #expect(CBUUID(string: "180F").data == Data([0x18, 0x0F]))
        let long = CBUUID(string: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
        #expect(long.uuidString == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E" && long.data.count == 16)
    }
}

@Suite struct QuickLookTests {
    final class Files: QLPreviewControllerDataSource {
        let urls: [URL]
        init(_ urls: [URL]) { self.urls = urls }
        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }
        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
            urls[index] as QLPreviewItem
        }
    }

    @Test func theControllerShowsItsDataSourcesItems() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID()).pdf")
        try Data("%PDF-1.4".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let files = Files([file, URL(fileURLWithPath: "/nowhere/missing.pdf")])
        let controller = QLPreviewController()
        controller.dataSource = files
        controller.currentPreviewItemIndex = 5
        controller.reloadData()
        #expect(controller.currentPreviewItemIndex == 1)
        #expect(controller.currentPreviewItem?.previewItemTitle == "missing.pdf")
        #expect(QLPreviewController.canPreview(file as QLPreviewItem))
        #expect(!QLPreviewController.canPreview(URL(fileURLWithPath: "/nowhere/missing.pdf") as QLPreviewItem))
        #expect(!QLPreviewController.canPreview(URL(string: "https://example.com/a.pdf")! as QLPreviewItem))
    }
}

@Suite struct ShaderTests {
    /// A grain overlay as camera apps write one: a shader from the app's library, drawing only.
    struct Grain: View {
        var body: some View {
            Rectangle()
                .fill(.clear)
                .colorEffect(ShaderLibrary.filmGrain(.float(1.5), .float2(CGSize(width: 2, height: 3)), .color(.red), .boundingRect))
                .distortionEffect(ShaderLibrary.default.ripple(.float(0.2)), maxSampleOffset: CGSize(width: 10, height: 10))
                .layerEffect(ShaderLibrary.bundle(.main).pixelate(.float(4)), maxSampleOffset: .zero)
                .frame(width: 120, height: 80)
                .accessibilityIdentifier("grain")
        }
    }

    @Test func shaderEffectsChangeNoFrame() async throws {
        let (result, log) = await record(Grain())
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "grain")?.frame.size == CGSize(width: 120, height: 80))
        let shader = ShaderLibrary.filmGrain(.float(1))
        #expect(shader.function.name == "filmGrain" && shader.function.library == .default && shader.arguments.count == 1)
    }
}
#endif
