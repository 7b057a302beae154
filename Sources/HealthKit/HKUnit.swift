@_exported import Foundation

/// A metric prefix (Apple's raw values).
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, pico = 1, nano = 2, micro = 3, milli = 4, centi = 5, deci = 6
    case deca = 7, hecto = 8, kilo = 9, mega = 10, giga = 11, tera = 12, femto = 13

    var factor: Double {
        switch self {
        case .none: 1
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        case .femto: 1e-15
        }
    }

    var symbol: String {
        switch self {
        case .none: ""
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        case .femto: "f"
        }
    }
}

/// A unit of measure: a factor to SI base units over a dimension, so that quantities convert
/// between compatible units (mg to g, kcal to J, count/min to count/s). Temperatures carry an
/// offset as well (°C and °F to kelvin).
public final class HKUnit: NSObject, NSCopying, @unchecked Sendable {
    /// Exponents of mass (g), length (m), time (s), energy (J), count, percent, temperature (K),
    /// pressure (Pa) and sound level (dBASPL), in that order.
    let dimension: [Int]
    let factor: Double
    let offset: Double
    public let unitString: String

    init(_ unitString: String, _ dimension: [Int], _ factor: Double, offset: Double = 0) {
        self.unitString = unitString
        self.dimension = dimension
        self.factor = factor
        self.offset = offset
    }

    private static func base(_ index: Int) -> [Int] {
        var d = Array(repeating: 0, count: 9)
        d[index] = 1
        return d
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.dimension == dimension && other.factor == factor && other.offset == offset
    }

    public override var hash: Int { unitString.hashValue }
    public override var description: String { unitString }

    public func isNull() -> Bool { dimension.allSatisfy { $0 == 0 } }

    // MARK: Mass (grams)
    public class func gram() -> Self { gramUnit(with: .none) }
    public class func gramUnit(with prefix: HKMetricPrefix) -> Self {
        Self(prefix.symbol + "g", base(0), prefix.factor)
    }
    public class func ounce() -> Self { Self("oz", base(0), 28.349523125) }
    public class func pound() -> Self { Self("lb", base(0), 453.59237) }
    public class func stone() -> Self { Self("st", base(0), 6350.29318) }
    public class func moleUnit(withMolarMass gramsPerMole: Double) -> Self { Self("mol<\(gramsPerMole)>", base(0), gramsPerMole) }

    // MARK: Length (metres)
    public class func meter() -> Self { meterUnit(with: .none) }
    public class func meterUnit(with prefix: HKMetricPrefix) -> Self { Self(prefix.symbol + "m", base(1), prefix.factor) }
    public class func inch() -> Self { Self("in", base(1), 0.0254) }
    public class func foot() -> Self { Self("ft", base(1), 0.3048) }
    public class func yard() -> Self { Self("yd", base(1), 0.9144) }
    public class func mile() -> Self { Self("mi", base(1), 1609.344) }

    // MARK: Volume (cubic metres)
    private static var cubic: [Int] { var d = base(1); d[1] = 3; return d }
    public class func liter() -> Self { literUnit(with: .none) }
    public class func literUnit(with prefix: HKMetricPrefix) -> Self { Self(prefix.symbol + "L", cubic, 1e-3 * prefix.factor) }
    public class func fluidOunceUS() -> Self { Self("fl_oz_us", cubic, 29.5735295625e-6) }
    public class func fluidOunceImperial() -> Self { Self("fl_oz_imp", cubic, 28.4130625e-6) }
    public class func cupUS() -> Self { Self("cup_us", cubic, 236.5882365e-6) }
    public class func pintUS() -> Self { Self("pt_us", cubic, 473.176473e-6) }

    // MARK: Time (seconds)
    public class func second() -> Self { secondUnit(with: .none) }
    public class func secondUnit(with prefix: HKMetricPrefix) -> Self { Self(prefix.symbol + "s", base(2), prefix.factor) }
    public class func minute() -> Self { Self("min", base(2), 60) }
    public class func hour() -> Self { Self("hr", base(2), 3600) }
    public class func day() -> Self { Self("d", base(2), 86400) }

    // MARK: Energy (joules)
    public class func joule() -> Self { jouleUnit(with: .none) }
    public class func jouleUnit(with prefix: HKMetricPrefix) -> Self { Self(prefix.symbol + "J", base(3), prefix.factor) }
    /// The thermochemical calorie, 4.184 J.
    public class func smallCalorie() -> Self { Self("cal", base(3), 4.184) }
    /// The food calorie, 1,000 small calories.
    public class func largeCalorie() -> Self { Self("Cal", base(3), 4184) }
    public class func kilocalorie() -> Self { Self("kcal", base(3), 4184) }
    @available(*, deprecated, renamed: "smallCalorie")
    public class func calorie() -> Self { smallCalorie() }

    // MARK: Scalars
    public class func count() -> Self { Self("count", base(4), 1) }
    /// 1.0 is 100 %.
    public class func percent() -> Self { Self("%", base(5), 1) }

    // MARK: Temperature (kelvin)
    public class func kelvin() -> Self { Self("K", base(6), 1) }
    public class func degreeCelsius() -> Self { Self("degC", base(6), 1, offset: 273.15) }
    public class func degreeFahrenheit() -> Self { Self("degF", base(6), 5.0 / 9.0, offset: 459.67 * 5.0 / 9.0) }

    // MARK: Pressure (pascals) and sound
    public class func pascal() -> Self { pascalUnit(with: .none) }
    public class func pascalUnit(with prefix: HKMetricPrefix) -> Self { Self(prefix.symbol + "Pa", base(7), prefix.factor) }
    public class func millimeterOfMercury() -> Self { Self("mmHg", base(7), 133.322387415) }
    public class func atmosphere() -> Self { Self("atm", base(7), 101_325) }
    public class func decibelAWeightedSoundPressureLevel() -> Self { Self("dBASPL", base(8), 1) }

    // MARK: Compound units

    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)*\(unit.unitString)", zip(dimension, unit.dimension).map(+), factor * unit.factor)
    }

    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.unitString)", zip(dimension, unit.dimension).map(-), factor / unit.factor)
    }

    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit("\(unitString)^\(power)", dimension.map { $0 * power }, pow(factor, Double(power)))
    }

    public func reciprocal() -> HKUnit {
        HKUnit("1/\(unitString)", dimension.map { -$0 }, 1 / factor)
    }

    /// A unit from its string, as HealthKit writes them: "count/min", "kg", "mg", "kcal", "m/s".
    public convenience init(from string: String) {
        let unit = HKUnit.parse(string)
        self.init(string, unit.dimension, unit.factor, offset: unit.offset)
    }

    public class func unit(from string: String) -> Self { Self(from: string) }

    static func parse(_ string: String) -> HKUnit {
        if let slash = string.firstIndex(of: "/") {
            let top = String(string[..<slash]), bottom = String(string[string.index(after: slash)...])
            return (top == "1" ? HKUnit("", Array(repeating: 0, count: 9), 1) : parse(top)).unitDivided(by: parse(bottom))
        }
        if let star = string.firstIndex(of: "*") {
            return parse(String(string[..<star])).unitMultiplied(by: parse(String(string[string.index(after: star)...])))
        }
        if let caret = string.firstIndex(of: "^"), let power = Int(string[string.index(after: caret)...]) {
            return parse(String(string[..<caret])).unitRaised(toPower: power)
        }
        let named: [String: HKUnit] = [
            "oz": .ounce(), "lb": .pound(), "st": .stone(), "in": .inch(), "ft": .foot(), "yd": .yard(),
            "mi": .mile(), "fl_oz_us": .fluidOunceUS(), "fl_oz_imp": .fluidOunceImperial(), "cup_us": .cupUS(),
            "pt_us": .pintUS(), "min": .minute(), "hr": .hour(), "d": .day(), "cal": .smallCalorie(),
            "Cal": .largeCalorie(), "kcal": .kilocalorie(), "count": .count(), "%": .percent(), "K": .kelvin(),
            "degC": .degreeCelsius(), "degF": .degreeFahrenheit(), "mmHg": .millimeterOfMercury(),
            "atm": .atmosphere(), "dBASPL": .decibelAWeightedSoundPressureLevel(),
        ]
        if let unit = named[string] { return unit }
        // A metric base with its prefix: g, m, L, s, J, Pa.
        let bases: [(String, (HKMetricPrefix) -> HKUnit)] = [
            ("Pa", { .pascalUnit(with: $0) }), ("g", { .gramUnit(with: $0) }), ("m", { .meterUnit(with: $0) }),
            ("L", { .literUnit(with: $0) }), ("l", { .literUnit(with: $0) }), ("s", { .secondUnit(with: $0) }),
            ("J", { .jouleUnit(with: $0) }),
        ]
        let prefixes: [HKMetricPrefix] = [.none, .pico, .nano, .micro, .milli, .centi, .deci, .deca, .hecto,
                                          .kilo, .mega, .giga, .tera, .femto]
        for (symbol, make) in bases where string.hasSuffix(symbol) {
            let head = String(string.dropLast(symbol.count))
            if let prefix = prefixes.first(where: { $0.symbol == head }) ?? (head == "u" ? .micro : nil) {
                return make(prefix)
            }
        }
        preconditionFailure("HKUnit: '\(string)' is not a unit string HealthKit parses")
    }
}
