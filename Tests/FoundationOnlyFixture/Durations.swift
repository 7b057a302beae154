import Foundation

/// Durations as a meditation timer and a player label them, with formatters kept as statics.
public enum Durations {
    public static let abbreviated: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    public static let positional: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        return formatter
    }()

    public static func label(_ seconds: TimeInterval, style: DateComponentsFormatter.UnitsStyle, units: NSCalendar.Unit = [.hour, .minute, .second]) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        return formatter.string(from: seconds)
    }
}
