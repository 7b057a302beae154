#if os(Linux)
// Measurements as a weather or a fitness screen shows them, in a file that imports SwiftUI only:
// `formatted()`, the measurement format style, and `Text(_:format:)`. Linux's Foundation has no
// measurement formatting; AppleFoundation's writes en_US.
import SwiftUI
import Testing

struct RunSummary: View {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    let temperature = Measurement(value: 22.2, unit: UnitTemperature.celsius)

    var body: some View {
        VStack {
            Text(distance, format: .measurement(width: .wide, usage: .asProvided))
            Text(temperature.formatted())
        }
    }
}

@Suite struct MeasurementFormatTests {
    @Test func measurementsAreWrittenAsApplesEnUSWritesThem() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "5 km")
        #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided)) == "5 kilometers")
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide)) == "1 mile")
        #expect(Measurement(value: 1000, unit: UnitLength.kilometers)
                    .formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number)) == "1,000km")
        // Apple's documentation: 36.8 °C is "98°F" in en_US, and "36.8°C" as provided.
        let fever = Measurement(value: 36.8, unit: UnitTemperature.celsius)
        #expect(fever.formatted() == "98°F")
        #expect(fever.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "36.8°C")
        #expect(Measurement(value: 22.2, unit: UnitTemperature.celsius).formatted() == "72°F")
        #expect(Measurement(value: 72, unit: UnitTemperature.fahrenheit).formatted(.measurement(width: .wide)) == "72 degrees Fahrenheit")
        #expect(Measurement(value: 72, unit: UnitTemperature.fahrenheit).formatted(.measurement(width: .narrow)) == "72°")
        #expect(fever.formatted(.measurement(width: .abbreviated, hidesScaleName: true)) == "98°")
        #expect(Measurement(value: 2.5, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "2.5 kg")
        let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, usage: .road)
        #expect(style.format(distance) == "5 km")
    }

    @MainActor @Test func aTextShowsAFormattedMeasurement() throws {
        let summary = RunSummary()
        _ = summary.body
        #expect(summary.distance.formatted(.measurement(width: .wide, usage: .asProvided)) == "5 kilometers")
    }
}
#endif
