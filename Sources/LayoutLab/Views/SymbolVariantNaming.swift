/// `symbolVariant(_:)`: the environment's variants name the symbol an `Image(systemName:)` draws
/// (`star` with `.circle.fill` is `star.circle.fill`), which decides its size.
extension SymbolVariants {
    /// SF Symbols' naming order: the enclosure, then the slash, then the fill
    /// (`bell.slash.fill`, `checkmark.square.fill`, `person.circle.fill`).
    private static let order = ["circle", "square", "rectangle", "slash", "fill"]

    /// `name` with the variants appended that it does not already carry; `.none` keeps the name
    /// as written (iamcgn/swiftui-web symbol/variants: `star.fill` with `.none` stays filled).
    func applied(to name: String) -> String {
        let existing = Set(name.split(separator: ".").dropFirst().map(String.init))
        return Self.order.filter { names.contains($0) && !existing.contains($0) }
            .reduce(name) { $0 + "." + $1 }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variants `symbolVariant(_:)` set for the symbols inside.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
