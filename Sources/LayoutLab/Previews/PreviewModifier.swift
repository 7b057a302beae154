/// A setting shared by the previews that name it (iOS 18): typically sample data in a model
/// container, made once by `makeSharedContext()` and applied to each preview by `body`. Apple:
/// "PreviewModifier" ("Conforming types can define shared contexts that will be cached by the
/// preview system"); attached with `#Preview(traits: .modifier(SampleData()))`.
///
/// Here a preview is a recorded case, and cases run side by side: the context is made once per
/// case, on the case's main actor, as the preview's first task (Xcode waits for it before it
/// shows the preview). Until it is made the preview is an empty point, so the launch step's first
/// pass is empty and the next pass shows the preview; if `makeSharedContext()` throws, the
/// preview never shows and the case ends with a `preview-context-failed` diagnostic.
@MainActor
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
    typealias Content = PreviewModifierContent
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` modifies, as a view its `body` places.
public typealias PreviewModifierContent = _StyleConfigurationPart

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview inside a `PreviewModifier`'s body, with its shared context.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(.modifier(AnyPreviewModifier(modifier)))
    }
}

/// A preview modifier as a trait holds it. Unchecked: it holds a main-actor value, only ever
/// used on the case's main actor (the preview's body).
struct AnyPreviewModifier: @unchecked Sendable {
    private let wrap: (_ content: _StyleConfigurationPart) -> _StyleConfigurationPart

    init<M: PreviewModifier>(_ modifier: M) {
        wrap = { content in _StyleConfigurationPart(PreviewModifierHost(modifier: modifier, content: content)) }
    }

    func wrapping(_ content: _StyleConfigurationPart) -> _StyleConfigurationPart { wrap(content) }
}

/// Shows a preview inside its modifier's body once the modifier's context is made.
private nonisolated struct PreviewModifierHost<Modifier: PreviewModifier>: View {
    let modifier: Modifier
    let content: _StyleConfigurationPart
    @State private var context: ContextBox?

    /// The made context, or why it could not be made.
    final class ContextBox: @unchecked Sendable {
        let made: Result<Modifier.Context, any Error>
        init(_ made: Result<Modifier.Context, any Error>) { self.made = made }
    }

    var body: some View {
        // The task runs on the case's main actor, on this case's thread, as the body does.
        let slot = $context
        return Group {
            switch context?.made {
            case .success(let context)?:
                modifiedContent(context)
            case .failure(let error)?:
                PreviewContextFailure(message: "\(Modifier.self).makeSharedContext() threw: \(error)")
            case nil:
                // Something to run the task from, of no size (an empty view never appears).
                Color.clear.frame(width: 0, height: 0)
            }
        }
        .task { @MainActor in
            guard slot.wrappedValue == nil else { return }
            do {
                slot.wrappedValue = ContextBox(.success(try await Modifier.makeSharedContext()))
            } catch {
                slot.wrappedValue = ContextBox(.failure(error))
            }
        }
    }

    private func modifiedContent(_ context: Modifier.Context) -> some View {
        nonisolated(unsafe) let modifier = modifier, content = content, context = context
        return MainActorBridge.run { AnyView(modifier.body(content: content, context: context)) }
    }
}

/// Ends the case: the preview's shared context could not be made.
private nonisolated struct PreviewContextFailure: View {
    let message: String
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        inputs.graph.failCase(.previewContextFailed, view.message)
    }
}
