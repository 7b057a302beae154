extension CGFloat {
    /// Points as the recording shows them: up to three decimals, no trailing zeros.
    public var formattedPoints: String {
        if isNaN { return "nan" }
        if isInfinite { return self > 0 ? "inf" : "-inf" }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var s = String(format: "%.3f", Double(rounded))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
