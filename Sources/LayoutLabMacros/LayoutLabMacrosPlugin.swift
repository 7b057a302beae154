import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that the engine's macro declarations (`Sources/LayoutLab/Previews/`)
/// name: the compiler runs it to expand `#Preview` (WidgetKit's too), `@Previewable` and `@Entry`, and the `SwiftData` module's `@Model`,
/// `@Attribute`, `@Relationship`, `@Transient`, `#Unique`, `#Index` and `@ModelActor`.
@main
struct LayoutLabMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self,
        WidgetPreviewMacro.self,
        PreviewableMacro.self,
        EntryMacro.self,
        ModelMacro.self,
        SchemaPropertyMacro.self,
        SchemaConstraintMacro.self,
        ModelActorMacro.self,
    ]
}
