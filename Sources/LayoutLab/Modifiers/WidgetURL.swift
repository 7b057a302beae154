import Foundation

nonisolated extension View {
    /// The URL a widget opens its app at when tapped: no layout, and no home screen to tap here.
    public func widgetURL(_ url: URL?) -> some View { self }
}
