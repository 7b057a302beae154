extension CGFloat {
    /// Points as the recording shows them: up to three decimals, no trailing zeros.
    ///
    /// Written out from whole thousandths rather than through `String(format:)`: reports print
    /// every coordinate of every node this way (a 405-case sweep page, over a million), and
    /// Foundation's formatter was a tenth of that page's time.
    public var formattedPoints: String {
        if isNaN { return "nan" }
        if isInfinite { return self > 0 ? "inf" : "-inf" }
        let thousandths = (Double(self) * 1000).rounded()
        // Past 2^53 a Double no longer holds every whole number: print it as it rounds.
        guard Swift.abs(thousandths) < 9.0e15 else { return String(describing: Double(self.rounded())) }
        let count = Int64(thousandths)
        let whole = count / 1000
        var fraction = Swift.abs(count % 1000)
        if fraction == 0 { return String(whole) }
        var decimals = 3
        while fraction % 10 == 0 {
            fraction /= 10
            decimals -= 1
        }
        let digits = String(fraction)
        let padded = String(repeating: "0", count: decimals - digits.count) + digits
        // -0.5 has a whole part of 0, which carries no sign of its own.
        return (count < 0 && whole == 0 ? "-0" : String(whole)) + "." + padded
    }
}
