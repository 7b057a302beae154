/// watchOS's carousel list (rows that scale as they scroll). Linux stands in for iOS, which has
/// no such style, so a carousel list lays out as the automatic one (docs/supported-api.md).
public struct CarouselListStyle: ListStyle { public init() {} }

extension ListStyle where Self == CarouselListStyle {
    public static var carousel: CarouselListStyle { CarouselListStyle() }
}
