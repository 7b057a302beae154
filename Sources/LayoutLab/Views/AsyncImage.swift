/// An image loaded from a URL. There is no network here, so every `AsyncImage` stays in its
/// empty phase: what a device shows in its first frame, before any image arrives. It is laid
/// out as its placeholder, its `content` closure called with `.empty`, or, without either, the
/// default placeholder, a grey fill that takes the size offered as a `Color` does (an estimate).
/// Measured on macOS 26 (iamcgn/swiftui-web asyncimage/phases, commit 750e386): a placeholder
/// of 60 × 40 is the AsyncImage's size; a phase closure's `.empty` branch is shown, and a nil URL
/// is empty too, not failed, in the first frame.
public nonisolated struct AsyncImage<Content: View>: View {
    let firstFrame: (_ViewInputs, inout _ViewList) -> Void

    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        firstFrame = { inputs, list in makeViewList(AsyncImageDefaultPlaceholder.color, inputs, &list) }
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        firstFrame = { inputs, list in
            makeViewList(_ConditionalContent<I, P>(storage: .falseContent(placeholder())), inputs, &list)
        }
    }

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        firstFrame = { inputs, list in makeViewList(content(.empty), inputs, &list) }
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.firstFrame(inputs, &list)
    }
}

enum AsyncImageDefaultPlaceholder {
    /// SwiftUI draws its default placeholder in a light grey; UIKit's `secondarySystemFill`
    /// (#787880 at 16 %, Apple HIG "Color") stands for it.
    static let color = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, opacity: 0.16)
}

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
