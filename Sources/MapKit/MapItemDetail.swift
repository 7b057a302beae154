import Foundation
@_spi(Modules) import LayoutLab

/// How a selected map item's details show (iOS 18). Accepted: nothing is selected here.
public struct MapItemDetailSelectionAccessoryStyle: Sendable {
    let name: String

    public static var automatic: MapItemDetailSelectionAccessoryStyle { .init(name: "automatic") }
    public static var sheet: MapItemDetailSelectionAccessoryStyle { .init(name: "sheet") }
    public static var callout: MapItemDetailSelectionAccessoryStyle { .init(name: "callout") }
    public static var caption: MapItemDetailSelectionAccessoryStyle { .init(name: "caption") }
    public static func callout(_ style: CalloutStyle = .automatic) -> MapItemDetailSelectionAccessoryStyle { .init(name: "callout") }

    public enum CalloutStyle: Sendable {
        case automatic, full, compact
    }
}

extension MapContent {
    public func mapItemDetailSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self)
    }
}

nonisolated extension View {
    /// Apple presents its place card for the item in a sheet: Apple's own view, filled from the
    /// map service, which there is none of here. The card is not modelled; the view is laid out
    /// as its content (a sheet does not change the layout of the view that presents it).
    public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true) -> some View { self }

    public func mapItemDetailSheet(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true) -> some View { self }
}
