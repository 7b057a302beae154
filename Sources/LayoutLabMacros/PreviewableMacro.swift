import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable of a `#Preview` body that the preview owns as state. It adds
/// nothing where it stands; `#Preview`'s expansion (`PreviewMacro`) finds the variables so marked
/// and makes them properties of the view it declares, as SwiftUI's does.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
