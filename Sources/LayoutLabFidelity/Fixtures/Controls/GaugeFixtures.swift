import LayoutLab

extension FidelitySuite {
    /// Gauges with their label forms, bounds and widths, and the accessory styles (macOS 26).
    static let controlGauges: [MeasuredFixture] = [
        MeasuredFixture(
            "gauge/basic", area: .controls, size: CGSize(width: 320, height: 560),
            commit: "d3a7b545c339313f4b05d3f4647954022e763993", code: "Fixtures/Sources/Gauge/GaugeFixtures.swift",
            measured: [
                "bare": CGRect(x: 20, y: 49.654296875, width: 280, height: 40.15087890625),
                "bounds": CGRect(x: 20, y: 178.6982421875, width: 280, height: 60.89306640625),
                "capacity": CGRect(x: 20, y: 416.0439453125, width: 280, height: 40.15087890625),
                "hidden": CGRect(x: 20, y: 470.19482421875, width: 280, height: 40.15087890625),
                "narrow": CGRect(x: 100, y: 307.7421875, width: 120, height: 40.15087890625),
                "stack": CGRect(x: 0, y: 29.654296875, width: 320, height: 500.69140625),
                "tinted": CGRect(x: 20, y: 361.89306640625, width: 280, height: 40.15087890625),
                "total": CGRect(x: 20, y: 253.59130859375, width: 280, height: 40.15087890625),
                "value": CGRect(x: 20, y: 103.80517578125, width: 280, height: 60.89306640625),
            ]
        ) {
            VStack(spacing: 14) {
                Gauge(value: 0.4) { Text("Battery") }.probe("bare")
                Gauge(value: 0.6) {
                    Text("Level")
                } currentValueLabel: {
                    Text("60%")
                }
                .probe("value")
                Gauge(value: 0.3) {
                    Text("Range")
                } currentValueLabel: {
                    Text("30")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .probe("bounds")
                Gauge(value: 25, in: 0...50) { Text("Total") }.probe("total")
                Gauge(value: 0.5) { Text("Narrow") }.frame(width: 120).probe("narrow")
                Gauge(value: 0.7) { Text("Tinted") }.tint(.red).probe("tinted")
                Gauge(value: 0.4) { Text("Cap") }.gaugeStyle(.linearCapacity).probe("capacity")
                Gauge(value: 0.8) { Text("Hidden") }.labelsHidden().probe("hidden")
            }
            .padding(20)
            .probe("stack")
        },
        MeasuredFixture(
            "gauge/accessory", area: .controls, size: CGSize(width: 320, height: 380),
            commit: "d3a7b545c339313f4b05d3f4647954022e763993", code: "Fixtures/Sources/Gauge/GaugeFixtures.swift",
            measured: [
                "circular": CGRect(x: 23, y: 47, width: 58, height: 58),
                "circularBare": CGRect(x: 239, y: 47, width: 58, height: 58),
                "circularBounds": CGRect(x: 167, y: 47, width: 58, height: 58),
                "circularCapacity": CGRect(x: 95, y: 47, width: 58, height: 58),
                "circulars": CGRect(x: 23, y: 47, width: 274, height: 58),
                "linear": CGRect(x: 20, y: 125, width: 280, height: 8),
                "linearBare": CGRect(x: 20, y: 325, width: 280, height: 8),
                "linearBounds": CGRect(x: 20, y: 225, width: 280, height: 8),
                "linearCapacity": CGRect(x: 20, y: 153, width: 280, height: 52),
                "linearCapacityBounds": CGRect(x: 20, y: 253, width: 280, height: 52),
                "stack": CGRect(x: 0, y: 27, width: 320, height: 326),
            ]
        ) {
            VStack(spacing: 20) {
                HStack(spacing: 14) {
                    Gauge(value: 0.4) {
                        Text("A")
                    } currentValueLabel: {
                        Text("40")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .probe("circular")
                    Gauge(value: 0.4) {
                        Text("B")
                    } currentValueLabel: {
                        Text("40")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .probe("circularCapacity")
                    Gauge(value: 0.3) {
                        Text("C")
                    } currentValueLabel: {
                        Text("30")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .probe("circularBounds")
                    Gauge(value: 0.4) { Text("D") }.gaugeStyle(.accessoryCircular).probe("circularBare")
                }
                .probe("circulars")
                Gauge(value: 0.4) {
                    Text("Level")
                } currentValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryLinear)
                .probe("linear")
                Gauge(value: 0.4) {
                    Text("Level")
                } currentValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .probe("linearCapacity")
                Gauge(value: 0.3) {
                    Text("Range")
                } currentValueLabel: {
                    Text("30")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryLinear)
                .probe("linearBounds")
                Gauge(value: 0.3) {
                    Text("Range")
                } currentValueLabel: {
                    Text("30")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .probe("linearCapacityBounds")
                Gauge(value: 0.6) { Text("Bare") }.gaugeStyle(.accessoryLinear).probe("linearBare")
            }
            .padding(20)
            .probe("stack")
        },
    ]
}
