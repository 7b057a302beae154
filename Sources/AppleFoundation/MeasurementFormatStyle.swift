import Foundation

// `Measurement.formatted()` and `Measurement.FormatStyle` (iOS 15), which Linux's Foundation lacks
// (it declares `MeasurementFormatter` unavailable and has no measurement format style). Written in
// en_US, the locale every case lays out in: the number by Foundation's `FloatingPointFormatStyle`,
// then the unit's abbreviation ("5 km"), its name ("5 kilometers") or the narrow form ("5km").
// Apple's `.general` usage converts to the locale's preferred unit; here only temperatures are
// converted (to Fahrenheit, whole degrees: Apple's documentation, Measurement.FormatStyle "usage",
// formats 36.8 °C as "98°F"); other measurements keep their unit, as `.asProvided` does
// (docs/supported-api.md, "Foundation, as Apple's has it").

/// What a measurement is for, which decides the unit Apple's shows (Apple:
/// "MeasurementFormatUnitUsage").
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let usage: String

    public static var general: Self { Self(usage: "general") }
    public static var asProvided: Self { Self(usage: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(usage: "person") }
    public static var personHeight: Self { Self(usage: "personHeight") }
    public static var road: Self { Self(usage: "road") }
    public static var focalLength: Self { Self(usage: "focalLength") }
    public static var rainfall: Self { Self(usage: "rainfall") }
    public static var snowfall: Self { Self(usage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: Self { Self(usage: "person") }
    public static var weather: Self { Self(usage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(usage: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: Self { Self(usage: "liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(usage: "food") }
    public static var workout: Self { Self(usage: "workout") }
}

extension Measurement where UnitType: Dimension {
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How the unit is written: its name, its abbreviation, or the abbreviation without a space.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let kind: Int
            public static var wide: Self { Self(kind: 0) }
            public static var abbreviated: Self { Self(kind: 1) }
            public static var narrow: Self { Self(kind: 2) }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature leaves out its scale ("72°"), as Apple's narrow width does too.
        public var hidesScaleName: Bool

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
            hidesScaleName = false
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            var value = measurement.value
            var unit: Dimension = measurement.unit
            var numbers = numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
            if let temperature = unit as? UnitTemperature, usage != .asProvided {
                value = UnitTemperature.fahrenheit.converter.value(fromBaseUnitValue: temperature.converter.baseUnitValue(fromValue: value))
                unit = UnitTemperature.fahrenheit
                if numberFormatStyle == nil { numbers = numbers.precision(.fractionLength(0)) }
            }
            return UnitNames.write(numbers.format(value), value: value, unit: unit, width: width.kind,
                                   hidesScaleName: hidesScaleName)
        }
    }

    /// Abbreviated, in the unit the locale prefers (Apple's default style).
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        var style = Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}

/// en_US's words for units (CLDR's, as Apple's shows them), keyed by Foundation's symbol.
enum UnitNames {
    /// symbol: (singular, plural, abbreviation)
    private static let names: [String: (String, String, String)] = [
        "km": ("kilometer", "kilometers", "km"), "m": ("meter", "meters", "m"), "cm": ("centimeter", "centimeters", "cm"),
        "mm": ("millimeter", "millimeters", "mm"), "mi": ("mile", "miles", "mi"), "ft": ("foot", "feet", "ft"),
        "in": ("inch", "inches", "in"), "yd": ("yard", "yards", "yd"),
        "kg": ("kilogram", "kilograms", "kg"), "g": ("gram", "grams", "g"), "mg": ("milligram", "milligrams", "mg"),
        "lb": ("pound", "pounds", "lb"), "oz": ("ounce", "ounces", "oz"),
        "L": ("liter", "liters", "L"), "mL": ("milliliter", "milliliters", "mL"), "gal": ("gallon", "gallons", "gal"),
        "cup": ("cup", "cups", "c"), "fl oz": ("fluid ounce", "fluid ounces", "fl oz"),
        "km/h": ("kilometer per hour", "kilometers per hour", "km/h"), "mph": ("mile per hour", "miles per hour", "mph"),
        "m/s": ("meter per second", "meters per second", "m/s"),
        "h": ("hour", "hours", "hr"), "min": ("minute", "minutes", "min"), "s": ("second", "seconds", "sec"),
        "kcal": ("kilocalorie", "kilocalories", "kcal"), "kJ": ("kilojoule", "kilojoules", "kJ"), "J": ("joule", "joules", "J"),
        "°C": ("degree Celsius", "degrees Celsius", "°C"), "°F": ("degree Fahrenheit", "degrees Fahrenheit", "°F"),
        "K": ("kelvin", "kelvins", "K"),
    ]

    static func write(_ number: String, value: Double, unit: Dimension, width: Int, hidesScaleName: Bool) -> String {
        let symbol = unit.symbol
        let (singular, plural, abbreviation) = names[symbol] ?? (symbol, symbol, symbol)
        let isTemperature = unit is UnitTemperature && symbol != "K"
        // A temperature without its scale is "72°" at every width (CLDR's generic temperature).
        if isTemperature && hidesScaleName { return "\(number)°" }
        switch width {
        case 0:
            return "\(number) \(abs(value) == 1 ? singular : plural)"
        case 1:
            return isTemperature ? "\(number)\(abbreviation)" : "\(number) \(abbreviation)"
        default:
            // Narrow: Fahrenheit is the bare degree in en_US, the other units lose the space.
            return symbol == "°F" ? "\(number)°" : "\(number)\(abbreviation)"
        }
    }
}
